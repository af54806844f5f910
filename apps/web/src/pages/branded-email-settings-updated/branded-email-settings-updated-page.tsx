import { Trans } from '@lingui/react/macro';

/** The branded-email-settings-updated screen (spec section 2). A short page for now; its full content is issue 4's. */
export function BrandedEmailSettingsUpdatedPage() {
  return (
    <article data-screen="branded-email-settings-updated" className="page">
      <h1>
        <Trans>Your email settings are updated</Trans>
      </h1>
      <p className="lead">
        <Trans>You will only receive the emails you chose from this company.</Trans>
      </p>
    </article>
  );
}
