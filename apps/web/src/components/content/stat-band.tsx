import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';

export interface Stat {
  /** The figure as written in both languages (`400,000+` reads the same in Dutch marketing copy as `400.000+`: each catalog decides). */
  readonly figure: MessageDescriptor;
  readonly label: MessageDescriptor;
}

/** A row of headline figures; a description list so each figure is read with what it counts. */
export function StatBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  const { _ } = useLingui();
  return (
    <section aria-label={label} className="stat-band">
      <dl className="stat-band__list">
        {stats.map((stat) => (
          <div key={stat.label.id} className="stat">
            <dt className="stat__label">{_(stat.label)}</dt>
            <dd className="stat__figure">{_(stat.figure)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
