import { Trans } from '@lingui/react/macro';

/** The email-settings-updated screen (spec section 2). A short page for now; its full content is issue 4's. */
export function EmailSettingsUpdatedPage() {
  return (
    <article data-screen="email-settings-updated" className="page">
      <h1>
        <Trans>Your email settings are updated</Trans>
      </h1>
      <p className="lead">
        <Trans>You will only receive the emails you chose.</Trans>
      </p>
    </article>
  );
}
