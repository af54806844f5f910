import { Trans } from '@lingui/react/macro';
import { CompanyDetails } from '../../components/company/company-details.tsx';
import { ScreenLink } from '../../components/internal-link.tsx';
import { LegalSection } from '../../components/legal/legal-section.tsx';

/**
 * The terms of use of this website (docs/requirements/site.md#legal): what the site is, what its content
 * means (figures are Opstap's own, examples are marked), fair use, and who runs it. The platform's own
 * terms govern accounts; this page does not repeat them.
 */
export function TermsPage() {
  return (
    <article data-screen="terms" className="page legal">
      <h1>
        <Trans>Terms of use</Trans>
      </h1>
      <p className="lead">
        <Trans>
          These terms apply to using this website. Creating a profile, posting jobs or using the Opstap app
          falls under the terms you accept there.
        </Trans>
      </p>

      <LegalSection id="who" title={<Trans>Who runs this site</Trans>}>
        <CompanyDetails className="legal__company" />
      </LegalSection>

      <LegalSection id="content" title={<Trans>What the content means</Trans>}>
        <p>
          <Trans>
            The figures on this site are Opstap's own, as their source says. Sample vacancies and their
            salaries are marked as examples and are not offers; the people and companies in the drawings of
            the app are made up, to show how it works. We keep the information correct and current as well as
            we can, but cannot promise it is free of errors.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="use" title={<Trans>Using the site fairly</Trans>}>
        <p>
          <Trans>
            You may read, link to and share the pages. Please do not send forms in someone else's name, send
            automated requests that burden the site, or try to get around its security. The Opstap name, logo
            and texts belong to Opstap; the press kit on the press page may be used to write about us.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="links" title={<Trans>Links to other sites</Trans>}>
        <p>
          <Trans>
            Links to the Opstap platform, the app stores and social networks lead to services with their own
            terms and privacy statements.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="changes" title={<Trans>Changes and questions</Trans>}>
        <p>
          <Trans>
            We may change these terms when the site changes; the version on this page applies. How we handle
            your data is in the <ScreenLink screen="privacy">privacy statement</ScreenLink>. Questions? Use
            the <ScreenLink screen="contact">contact form</ScreenLink>.
          </Trans>
        </p>
      </LegalSection>
    </article>
  );
}
