import { Plural, Trans } from '@lingui/react/macro';
import { usePopularPages } from '../../api/get-popular-pages.ts';
import { usePageState } from '../../page-state/page-state.tsx';
import { QueryFallback } from '../../components/content/query-states.tsx';

/** The platform's most visited pages of the last 30 days, loaded when the screen opens. */
export function MostPopularPage() {
  const { language, country } = usePageState();
  const state = usePopularPages(language, country);
  const items = state.kind === 'success' ? state.data.items : [];
  const count = new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB');
  return (
    <article data-screen="most-popular" className="page">
      <h1>
        <Trans>Most popular pages</Trans>
      </h1>
      <p className="lead">
        <Trans>What other students and young professionals looked at most in the last 30 days.</Trans>
      </p>
      <QueryFallback state={state} empty={items.length === 0} />
      {items.length > 0 ? (
        <ol className="ranked-list">
          {items.map((item) => {
            const visits = item.visits;
            const formatted = count.format(visits);
            return (
              <li key={item.url} className="ranked">
                <a href={item.url}>{item.title}</a>
                <span className="muted">
                  <Plural value={visits} one={`${formatted} visit`} other={`${formatted} visits`} />
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </article>
  );
}
