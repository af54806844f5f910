import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-names.ts';

export interface Feature {
  readonly title: MessageDescriptor;
  readonly text: MessageDescriptor;
  /** The card's icon (icon-sprite.svg). */
  readonly icon: IconName;
  /** A small tag such as "Free" or "Paid". */
  readonly tag?: MessageDescriptor;
}

/**
 * Cards of what a visitor gets, each an icon, a heading and a sentence or two. The tag sits beside the
 * heading, not in it, so the heading reads as the feature alone.
 */
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
        <li key={feature.title.id} className="card feature-card">
          <div className="feature-card__top">
            <span className="feature-card__icon">
              <Icon name={feature.icon} />
            </span>
            {feature.tag ? <span className="tag">{_(feature.tag)}</span> : null}
          </div>
          <Heading className="card__title">{_(feature.title)}</Heading>
          <p>{_(feature.text)}</p>
        </li>
      ))}
      {children}
    </ul>
  );
}
