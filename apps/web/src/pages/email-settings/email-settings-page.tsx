import { Trans } from '@lingui/react/macro';

/** The email-settings screen (spec section 2). A short page for now; its full content is issue 4's. */
export function EmailSettingsPage() {
  return (
    <article data-screen="email-settings" className="page">
      <h1>
        <Trans>Email settings</Trans>
      </h1>
      <p className="lead">
        <Trans>Choose which emails you want to receive from Opstap.</Trans>
      </p>
    </article>
  );
}
