import { Trans } from '@lingui/react/macro';

/** The contact screen (spec section 2). A short page for now; its full content is issue 4's. */
export function ContactPage() {
  return (
    <article data-screen="contact" className="page">
      <h1>
        <Trans>Contact us</Trans>
      </h1>
      <p className="lead">
        <Trans>Questions about Opstap? Send us a message and we will get back to you.</Trans>
      </p>
    </article>
  );
}
