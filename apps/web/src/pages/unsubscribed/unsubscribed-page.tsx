import { Trans } from '@lingui/react/macro';

/** The unsubscribed screen (spec section 2). A short page for now; its full content is issue 4's. */
export function UnsubscribedPage() {
  return (
    <article data-screen="unsubscribed" className="page">
      <h1>
        <Trans>You are unsubscribed</Trans>
      </h1>
      <p className="lead">
        <Trans>
          You will no longer receive these emails. You can change your notification settings at any time.
        </Trans>
      </p>
    </article>
  );
}
