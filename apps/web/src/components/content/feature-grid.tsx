import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';

export interface Feature {
  readonly title: MessageDescriptor;
  readonly text: MessageDescriptor;
  /** A small tag such as "Free" or "Paid". */
  readonly tag?: MessageDescriptor;
}

/** Cards of what a visitor gets, each a heading and a sentence or two. */
export function FeatureGrid({
  features,
  headingLevel = 3,
  children,
}: {
  features: readonly Feature[];
  headingLevel?: 3 | 4;
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="feature-grid">
      {features.map((feature) => (
        <li key={feature.title.id} className="card">
          <Heading className="card__title">
            {_(feature.title)}
            {feature.tag ? <span className="tag">{_(feature.tag)}</span> : null}
          </Heading>
          <p>{_(feature.text)}</p>
        </li>
      ))}
      {children}
    </ul>
  );
}
