import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';

export interface Testimonial {
  readonly quote: MessageDescriptor;
  readonly name: string;
  readonly role: MessageDescriptor;
  /** The illustrated portrait, public/people/<person>.svg (scripts/brand/people.mjs). */
  readonly person: string;
}

/**
 * What people say about Opstap. The people and their words are illustrative, and the section says so
 * (docs/brand.md "Imagery"): a marketing site must not pass made-up quotes off as real ones.
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const { _ } = useLingui();
  return (
    <div className="testimonials">
      <ul className="testimonial-list">
        {items.map((item) => (
          <li key={item.person} className="testimonial">
            <figure>
              <blockquote>
                <p>{_(item.quote)}</p>
              </blockquote>
              <figcaption className="testimonial__who">
                <img src={`/people/${item.person}.svg`} width={48} height={48} loading="lazy" alt="" />
                <span>
                  <strong>{item.name}</strong>
                  <span className="testimonial__role">{_(item.role)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="testimonials__note">
        <Trans>
          Illustrative testimonials: the people and quotes are examples of how Opstap is used, not real
          customers.
        </Trans>
      </p>
    </div>
  );
}
