import { Trans, useLingui } from '@lingui/react/macro';
import { useLatestOpportunities } from '../../api/get-latest-opportunities.ts';
import { usePageState } from '../../page-state/page-state.tsx';
import { QueryFallback } from '../../components/content/query-states.tsx';
import { OPPORTUNITY_TYPE_LABELS } from './opportunity-type-label.ts';

/** The newest opportunities, loaded from the platform when the screen opens. */
export function LatestJobsPage() {
  const { language, country } = usePageState();
  const { i18n, t } = useLingui();
  const state = useLatestOpportunities(language, country);
  const items = state.kind === 'success' ? state.data.items : [];
  const date = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    // One zone for the prerender and every browser: the hydrated text equals the server's.
    timeZone: 'Europe/Amsterdam',
  });
  return (
    <article data-screen="latest-jobs" className="page page--wide">
      <h1>
        <Trans>Newest opportunities</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Jobs, internships, traineeships, graduate schemes and events, freshly posted by companies on Opstap.
        </Trans>
      </p>
      <QueryFallback state={state} empty={items.length === 0} />
      {items.length > 0 ? (
        <ul className="result-list" aria-label={t`Newest opportunities`}>
          {items.map((item) => (
            <li key={item.id} className="card result">
              <span className="tag">{i18n._(OPPORTUNITY_TYPE_LABELS[item.type])}</span>
              <h2 className="result__title">
                <a href={item.url}>{item.title}</a>
              </h2>
              <p className="result__meta">
                {item.companyName} · {item.city} ·{' '}
                <time dateTime={item.publishedAt}>{date.format(new Date(item.publishedAt))}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
