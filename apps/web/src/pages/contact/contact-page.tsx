import { Trans } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { ContactFormView } from '../../features/contact/contact-form-view.tsx';

const SUPPORT = { nl: 'support@opstap.nl', gb: 'support@opstap.co.uk' } as const;

/** The contact screen (docs/requirements/forms.md#contact-form). */
export function ContactPage() {
  const { language, country } = usePageState();
  const email = SUPPORT[country];
  return (
    <article data-screen="contact" className="page">
      <h1>
        <Trans>Contact us</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Questions about your profile, an application or recruiting with Opstap? Send us a message and we
          will answer at the e-mail address you give.
        </Trans>
      </p>
      <p>
        <Trans>
          You can also email us at <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </p>
      <ContactFormView language={language} country={country} />
    </article>
  );
}
