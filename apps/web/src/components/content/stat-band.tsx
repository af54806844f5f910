import { Trans } from '@lingui/react/macro';
import type { Language } from '@opstap/routes';
import type { ProofFigure } from '../../content/content-types.ts';

/**
 * A row of headline figures from the market's content file (docs/decisions/0325-content-the-company-fills.md);
 * a description list so each figure is read with what it counts, and under it where the figures come from.
 */
export function StatBand({
  figures,
  label,
  language,
}: {
  figures: readonly ProofFigure[];
  label: string;
  language: Language;
}) {
  const source = [...new Set(figures.map((figure) => figure.source[language]))].join('; ');
  return (
    <section aria-label={label} className="stat-band">
      <dl className="stat-band__list">
        {figures.map((figure) => (
          <div key={figure.id} className="stat">
            <dt className="stat__label">{figure.label[language]}</dt>
            <dd className="stat__figure">{figure.value[language]}</dd>
          </div>
        ))}
      </dl>
      {source && (
        <p className="stat-band__source">
          <Trans>Source: {source}</Trans>
        </p>
      )}
    </section>
  );
}
