import { Trans } from '@lingui/react/macro';

/** The locations screen (spec section 2). A short page for now; its full content is issue 4's. */
export function LocationsPage() {
  return (
    <article data-screen="locations" className="page">
      <h1>
        <Trans>Locations</Trans>
      </h1>
      <p className="lead">
        <Trans>Find jobs and internships in the cities where you want to live and work.</Trans>
      </p>
    </article>
  );
}
