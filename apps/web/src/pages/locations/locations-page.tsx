import { Plural, Trans } from '@lingui/react/macro';
import { useLocations } from '../../api/get-locations.ts';
import { usePageState } from '../../page-state/page-state.tsx';
import { QueryFallback } from '../../components/content/query-states.tsx';

/** Cities with open opportunities and how many, loaded from the platform when the screen opens. */
export function LocationsPage() {
  const { language, country } = usePageState();
  const state = useLocations(language, country);
  const items = state.kind === 'success' ? state.data.items : [];
  const count = new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB');
  return (
    <article data-screen="locations" className="page page--wide">
      <h1>
        <Trans>Jobs and internships by location</Trans>
      </h1>
      <p className="lead">
        <Trans>Where do you want to start your career? Choose a city and see every opportunity there.</Trans>
      </p>
      <QueryFallback state={state} empty={items.length === 0} />
      {items.length > 0 ? (
        <ul className="location-grid">
          {items.map((place) => {
            const n = place.opportunityCount;
            const formatted = count.format(n);
            return (
              <li key={place.slug}>
                <a className="card location" href={place.url}>
                  <span className="location__city">{place.city}</span>
                  <span className="location__count">
                    <Plural value={n} one={`${formatted} opportunity`} other={`${formatted} opportunities`} />
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </article>
  );
}
