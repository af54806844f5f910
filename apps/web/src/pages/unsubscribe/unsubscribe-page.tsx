import { Trans } from '@lingui/react/macro';

/** The unsubscribe screen (spec section 2). A short page for now; its full content is issue 4's. */
export function UnsubscribePage() {
  return (
    <article data-screen="unsubscribe" className="page">
      <h1>
        <Trans>Unsubscribe</Trans>
      </h1>
      <p className="lead">
        <Trans>Do you want to stop receiving these emails?</Trans>
      </p>
    </article>
  );
}
