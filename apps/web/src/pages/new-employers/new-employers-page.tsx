import { Trans } from '@lingui/react/macro';

/** The new-employers screen (spec section 2). A short page for now; its full content is issue 4's. */
export function NewEmployersPage() {
  return (
    <article data-screen="new-employers" className="page">
      <h1>
        <Trans>Build your own talent community</Trans>
      </h1>
      <p className="lead">
        <Trans>
          AI-powered matching, a company page with photos and video, and a flat annual fee that scales with
          your company size. Plug and play: start within a day.
        </Trans>
      </p>
    </article>
  );
}
