import { useLingui } from '@lingui/react/macro';
import { HIRING_NEEDS, PHONE_EXAMPLES } from '@opstap/contracts';
import type { Country, Language } from '@opstap/routes';
import { useRef, useState, type FormEvent } from 'react';
import { createEmployerLead } from '../../api/create-employer-lead.ts';
import { CaptchaError } from '../../captcha/captcha-provider.ts';
import { SelectField, TextField } from '../../components/form/field.tsx';
import { focusFirstInvalid } from '../../components/form/focus-first-invalid.ts';
import { FormStatus } from '../../components/form/form-status.tsx';
import type { FieldIssues } from '../../lib/field-issue.ts';
import { HIRING_NEED_LABELS } from './hiring-need-label.ts';
import { LeadOutcomeText } from './lead-outcome-text.tsx';
import {
  EMPLOYER_SUPPORT_EMAIL,
  EMPTY_LEAD,
  leadOutcome,
  toLeadRequest,
  validateLead,
  type LeadField,
  type LeadOutcome,
  type LeadValues,
} from './lead-form.ts';
import { useCaptcha } from './use-captcha.ts';

/**
 * The employer lead form (docs/requirements/forms.md#employer-lead-form): checked here first, then by the
 * platform.
 */
export function EmployerLeadForm({ language, country }: { language: Language; country: Country }) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const { setElement: captchaElement, activate: activateCaptcha, getToken } = useCaptcha(language);
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [issues, setIssues] = useState<FieldIssues<LeadField>>({});
  const [outcome, setOutcome] = useState<LeadOutcome['status'] | null>(null);
  const [sending, setSending] = useState(false);

  const set = (field: LeadField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A corrected field stops showing its old problem; the rest stay until the next try.
    setIssues((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateLead(values, country);
    setIssues(found);
    if (Object.keys(found).length > 0) {
      setOutcome('invalid');
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setSending(true);
    setOutcome(null);
    let next: LeadOutcome;
    try {
      const token = await getToken();
      next = leadOutcome(
        await createEmployerLead(toLeadRequest(values, token, { language, country })),
        country,
      );
    } catch (error) {
      next = { status: error instanceof CaptchaError ? 'captcha_failed' : 'error' };
    }
    setSending(false);
    setOutcome(next.status);
    if (next.status === 'invalid') {
      setIssues(next.fieldErrors);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
    }
  };

  const tone = outcome === 'success' ? 'success' : 'error';
  const status = outcome ? (
    <LeadOutcomeText status={outcome} email={EMPLOYER_SUPPORT_EMAIL[country]} />
  ) : null;
  // The status region stays mounted when the form gives way to the success message, so it is read out.
  return (
    <div className="lead-form">
      {outcome === 'success' ? null : (
        <form
          ref={form}
          className="form"
          noValidate
          onSubmit={submit}
          onFocus={activateCaptcha}
          aria-busy={sending}
        >
          <div className="form__grid">
            <TextField
              id="lead-name"
              label={t`Name`}
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              issue={issues.name}
              required
            />
            <TextField
              id="lead-role"
              label={t`Your role`}
              autoComplete="organization-title"
              value={values.role}
              onChange={set('role')}
              issue={issues.role}
              required
            />
            <TextField
              id="lead-email"
              type="email"
              label={t`Business email`}
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              issue={issues.email}
              required
            />
            <TextField
              id="lead-phone"
              type="tel"
              label={t`Phone number`}
              hint={t`For example ${PHONE_EXAMPLES[country]}`}
              autoComplete="tel"
              value={values.phone}
              onChange={set('phone')}
              issue={issues.phone}
              required
            />
          </div>
          <SelectField
            id="lead-hiring-need"
            label={t`How many interns, starters and young professionals do you want to hire next year?`}
            value={values.hiringNeed}
            onChange={set('hiringNeed')}
            issue={issues.hiringNeed}
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
            value={values.promotionCode}
            onChange={set('promotionCode')}
            issue={issues.promotionCode}
          />
          <div ref={captchaElement} className="captcha" />
          <button type="submit" className="button button--large" disabled={sending}>
            {sending ? t`Sending…` : t`Request a call back`}
          </button>
        </form>
      )}
      <FormStatus tone={tone}>{status}</FormStatus>
    </div>
  );
}
