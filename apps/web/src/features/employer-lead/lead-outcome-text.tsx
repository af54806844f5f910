import { Trans } from '@lingui/react/macro';
import type { LeadOutcome } from './lead-form.ts';

/**
 * The lead form's feedback, word for word as docs/requirements/forms.md#texts gives it (and its Dutch
 * translation).
 */
export function LeadOutcomeText({ status, email }: { status: LeadOutcome['status']; email: string }) {
  switch (status) {
    case 'success':
      return <Trans>Great! We'll be in touch soon.</Trans>;
    case 'invalid':
      return <Trans>Not all fields entered are valid. Please check and try again.</Trans>;
    case 'error':
      return <Trans>Something went wrong while submitting the data. Please try again.</Trans>;
    case 'captcha_failed':
      return (
        <Trans>
          Something went wrong while submitting the data. Please send us an email through{' '}
          <a href={`mailto:${email}`}>{email}</a>
        </Trans>
      );
  }
}
