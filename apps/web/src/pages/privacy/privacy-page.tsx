import { Trans, useLingui } from '@lingui/react/macro';
import { CompanyDetails } from '../../components/company/company-details.tsx';
import { Fact } from '../../components/company/fact.tsx';
import { ScreenLink } from '../../components/internal-link.tsx';
import { LEGAL_FACTS, TELEMETRY_RETENTION_DAYS } from '../../components/legal/legal-facts.ts';
import { LegalSection } from '../../components/legal/legal-section.tsx';
import { COMPANY } from '../../content/company.ts';
import { usePageState } from '../../page-state/page-state.tsx';

/**
 * The privacy statement (docs/requirements/site.md#legal, GDPR art. 13): who is responsible, what each form
 * and the site's own measurements collect, why, who receives it, how long it is kept and the visitor's
 * rights. Facts only the company knows come from content/company.json; what the site sends where, from this
 * build's settings (components/legal/legal-facts.ts).
 */
export function PrivacyPage() {
  const { language, country } = usePageState();
  const { t } = useLingui();
  const { privacyEmail, retention, processors } = COMPANY;
  const mail = privacyEmail === null ? null : <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;
  const kept = (value: { en: string; nl: string } | null, what: string) => (
    <Fact value={value === null ? null : value[language]} what={what} />
  );
  const { platformHost, captchaScriptHost, captchaApiHost, errorReportHost, chatHost } = LEGAL_FACTS;
  const vitalsDays = TELEMETRY_RETENTION_DAYS.vitals;
  const warningDays = TELEMETRY_RETENTION_DAYS.warnings;
  return (
    <article data-screen="privacy" className="page legal">
      <h1>
        <Trans>Privacy statement</Trans>
      </h1>
      <p className="lead">
        <Trans>
          What this website collects about you, why, who receives it and how long it is kept. It covers this
          site only; the Opstap app and platform, where you create a profile, have their own privacy
          statement.
        </Trans>
      </p>

      <LegalSection id="controller" title={<Trans>Who is responsible</Trans>}>
        <p>
          <Trans>The controller of the personal data this site collects is:</Trans>
        </p>
        <CompanyDetails className="legal__company" />
        <p>
          <Trans>Questions about your data, or a request to use your rights: write to</Trans>{' '}
          <Fact value={mail} what={t`privacy e-mail address`} />.
        </p>
      </LegalSection>

      <LegalSection id="forms" title={<Trans>What the forms collect</Trans>}>
        <p>
          <Trans>
            Each form sends what you type to Opstap's career platform ({platformHost}), our own system, and
            nowhere else. What each one collects, what for, and how long it is kept:
          </Trans>
        </p>
        <dl>
          <dt>
            <Trans>Employer contact form (employers pages)</Trans>
          </dt>
          <dd>
            <Trans>
              Your name, role, business e-mail address, phone number, hiring need and any promotion code. Used
              to call or e-mail you with a proposal, because you asked for it (steps before a contract, GDPR
              art. 6(1)(b)). Kept:
            </Trans>{' '}
            {kept(retention.leadForm, t`retention of the employer form`)}.
          </dd>
          <dt>
            <Trans>Contact form</Trans>
          </dt>
          <dd>
            <Trans>
              Your name, e-mail address, subject and message; when you are logged in to Opstap, also the
              account you are logged in with. Used to answer you (our legitimate interest in answering the
              questions we are asked, art. 6(1)(f)). Kept:
            </Trans>{' '}
            {kept(retention.contactForm, t`retention of the contact form`)}.
          </dd>
          <dt>
            <Trans>Satisfaction surveys, e-mail settings and unsubscribing</Trans>
          </dt>
          <dd>
            <Trans>
              Your score, optional reason and ratings, or your e-mail choices, linked to your Opstap account
              through the link in the e-mail you opened. Used to improve Opstap and to send only the e-mails
              you want (art. 6(1)(f), and your choices under art. 21). Survey answers kept:
            </Trans>{' '}
            {kept(retention.surveys, t`retention of survey answers`)}.
          </dd>
        </dl>
        <p>
          <Trans>
            Filling in a form is voluntary; without the required fields we cannot answer you. No decision
            about you is made automatically from what you send.
          </Trans>
        </p>
        <p>
          <Trans>
            To keep out spam, the forms use Friendly Captcha: when you start filling in a form, your browser
            loads its check from {captchaScriptHost} and solves a small puzzle with {captchaApiHost}. Like any
            web request, these receive your IP address and your browser's details.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="measurements" title={<Trans>What the site measures</Trans>}>
        <p>
          <Trans>
            To keep the site fast and working, each page sends our own measurement service (on this site's own
            address) how quickly it loaded and any problem it ran into: the page's path without its query, the
            measured values, the kind of device, the operating system and browser with their main version, the
            site version you saw (the Netherlands or the United Kingdom, Dutch or English), the window size
            and the connection type. The measurement service stores no cookie, no identifier of you or your
            device and no IP address; it uses the address only in memory, to limit how many reports one
            visitor can send. Measurements are kept {vitalsDays} days, problem reports {warningDays} days (our
            legitimate interest in a working site, art. 6(1)(f)).
          </Trans>
        </p>
        {errorReportHost ? (
          <p>
            <Trans>
              When a page runs into an error, it reports the error's message and stack trace, your browser's
              user agent, the page's address and the site version to our error-reporting service at{' '}
              {errorReportHost}.
            </Trans>
          </p>
        ) : null}
        {chatHost ? (
          <p>
            <Trans>
              Pages load a chat window from {chatHost} once they have finished loading; what you type in the
              chat goes to that provider.
            </Trans>
          </p>
        ) : null}
        <p>
          <Trans>
            Our web servers write one line for each request, these reports included: the time, the address
            requested without its query string, the answer's status and size, and how long it took; not your
            IP address, not the page you came from and not your browser's user agent. We use these lines to
            keep the site secure and running, and keep them:
          </Trans>{' '}
          {kept(retention.serverLogs, t`retention of server logs`)}.
        </p>
        <p>
          <Trans>
            What is stored on your device is in the <ScreenLink screen="cookies">cookie statement</ScreenLink>
            .
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="recipients" title={<Trans>Who else receives data</Trans>}>
        <p>
          <Trans>
            Only the providers that run the site for us, under a processing agreement: our hosting provider (
            <Fact value={processors.hosting} what={t`hosting provider`} />) and the network that delivers the
            pages (<Fact value={processors.cdn} what={t`CDN provider`} />
            ), and Friendly Captcha for the forms' spam check.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="rights" title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>
            You may ask to see the data we hold about you, to correct or delete it, to limit its use, to
            object to its use, and to receive it in a format you can take elsewhere. Write to
          </Trans>{' '}
          <Fact value={mail} what={t`privacy e-mail address`} />
          <Trans>; we answer within one month.</Trans>
        </p>
        <p>
          {country === 'gb' ? (
            <Trans>
              You may also complain to the Information Commissioner's Office (ico.org.uk), the UK's
              supervisory authority, or to the Dutch Autoriteit Persoonsgegevens, where Opstap is established.
            </Trans>
          ) : (
            <Trans>
              You may also complain to the Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), the
              Dutch supervisory authority.
            </Trans>
          )}
        </p>
      </LegalSection>
    </article>
  );
}
