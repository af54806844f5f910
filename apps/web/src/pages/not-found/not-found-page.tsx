import { Trans } from '@lingui/react/macro';

/** The not-found screen (spec section 2). A short page for now; its full content is issue 4's. */
export function NotFoundPage() {
  return (
    <article data-screen="not-found" className="page">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p className="lead">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
    </article>
  );
}
