import { Trans, useLingui } from '@lingui/react/macro';
import { PrivacyNote } from '../../components/form/privacy-note.tsx';
import { LeadNextSteps } from './lead-next-steps.tsx';
import { FORM_LIMITS, HIRING_NEEDS, PHONE_EXAMPLES } from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import { createEmployerLead } from '../../api/create-employer-lead.ts';
import { CaptchaError } from '../../captcha/captcha-provider.ts';
import { SelectField, TextField } from '../../components/form/field.tsx';
import { FormStatus } from '../../components/form/form-status.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { HIRING_NEED_LABELS } from './hiring-need-label.ts';
import { LeadOutcomeText } from './lead-outcome-text.tsx';
import {
  EMPLOYER_SUPPORT_EMAIL,
  EMPTY_LEAD,
  leadOutcome,
  toLeadRequest,
  validateLead,
  type LeadOutcome,
  type LeadValues,
} from './lead-form.ts';
import { loadPhoneCheck } from './phone-check.ts';
import { useCaptcha } from './use-captcha.ts';

/**
 * The employer lead form (docs/requirements/forms.md#employer-lead-form): checked here first, then by the
 * platform.
 */
export function EmployerLeadForm({ language, country }: { language: Language; country: Country }) {
  const { t, i18n } = useLingui();
  const { setElement: captchaElement, activate: activateCaptcha, getToken } = useCaptcha(language);

  const send = async (values: LeadValues): Promise<LeadOutcome> => {
    try {
      const token = await getToken();
      return leadOutcome(
        await createEmployerLead(toLeadRequest(values, token, { language, country })),
        values,
        country,
      );
    } catch (error) {
      // A refused or failed widget offers the email address; a time-out may pass on a retry.
      return { status: error instanceof CaptchaError && !error.timedOut ? 'captcha_failed' : 'error' };
    }
  };
  const { formProps, status, outcome, sending, field } = useForm({
    key: 'employer-lead',
    empty: EMPTY_LEAD as Readonly<Record<keyof LeadValues, string>>,
    validate: (values) => validateLead(values as LeadValues, country),
    send: (values) => send(values as LeadValues),
    prepare: loadPhoneCheck,
  });
  // The first focus loads what sending needs: the captcha and the phone rule (neither comes with the page).
  const activate = () => {
    activateCaptcha();
    void loadPhoneCheck();
  };

  const tone = outcome === 'success' ? 'success' : 'error';
  // The status region stays mounted when the form gives way to the success message, so it is read out.
  return (
    <div className="lead-form">
      {outcome === 'success' ? null : (
        <form {...formProps} className="form" onFocus={activate}>
          <div className="form__grid">
            <TextField
              id="lead-name"
              label={t`Name`}
              autoComplete="name"
              limit={FORM_LIMITS.name}
              {...field('name')}
              required
            />
            <TextField
              id="lead-role"
              label={t`Your role`}
              autoComplete="organization-title"
              limit={FORM_LIMITS.role}
              {...field('role')}
              required
            />
            <TextField
              id="lead-email"
              type="email"
              label={t`Business email`}
              autoComplete="email"
              limit={FORM_LIMITS.email}
              {...field('email')}
              required
            />
            <TextField
              id="lead-phone"
              type="tel"
              label={t`Phone number`}
              hint={t`For example ${PHONE_EXAMPLES[country]}`}
              autoComplete="tel"
              {...field('phone')}
              required
            />
          </div>
          <SelectField
            id="lead-hiring-need"
            label={t`How many interns, starters and young professionals do you want to hire next year?`}
            {...field('hiringNeed')}
            required
          >
            <option value="">{t`Choose a number`}</option>
            {HIRING_NEEDS.map((need) => (
              <option key={need} value={need}>
                {i18n._(HIRING_NEED_LABELS[need])}
              </option>
            ))}
          </SelectField>
          <TextField
            id="lead-promotion-code"
            label={t`Promotion code`}
            optional={t`(optional)`}
            limit={FORM_LIMITS.promotionCode}
            {...field('promotionCode')}
          />
          <div ref={captchaElement} className="captcha" />
          <SubmitButton sending={sending}>{t`Request a call back`}</SubmitButton>
          <PrivacyNote language={language} country={country}>
            <Trans>
              We use your details only to contact you about your hiring plans. They go to Opstap's own
              platform, nowhere else.
            </Trans>
          </PrivacyNote>
        </form>
      )}
      <FormStatus ref={status} tone={tone}>
        {outcome ? <LeadOutcomeText status={outcome} email={EMPLOYER_SUPPORT_EMAIL[country]} /> : null}
      </FormStatus>
      {outcome === 'success' ? <LeadNextSteps email={EMPLOYER_SUPPORT_EMAIL[country]} /> : null}
    </div>
  );
}
