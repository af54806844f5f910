import { Trans } from '@lingui/react/macro';

/** The golden-ticket screen (spec section 2). A short page for now; its full content is issue 4's. */
export function GoldenTicketPage() {
  return (
    <article data-screen="golden-ticket" className="page">
      <h1>
        <Trans>The golden ticket</Trans>
      </h1>
      <p className="lead">
        <Trans>One ticket, a day full of companies: meet recruiters and find the start of your career.</Trans>
      </p>
    </article>
  );
}
