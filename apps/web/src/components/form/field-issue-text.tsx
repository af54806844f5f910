import { Trans } from '@lingui/react/macro';
import type { FieldIssue } from '../../lib/field-issue.ts';

/**
 * A field's problem as a sentence that says what is wrong with the value and what to do
 * (docs/requirements/forms.md#validation): never an example the value already follows.
 */
export function FieldIssueText({ issue }: { issue: FieldIssue }) {
  switch (issue.code) {
    case 'required':
      return <Trans>This field is required.</Trans>;
    case 'too_long': {
      const { max } = issue;
      const over = issue.count - issue.max;
      return (
        <Trans>
          Use at most {max} characters: this is {over} too many.
        </Trans>
      );
    }
    case 'too_short': {
      const { min } = issue;
      const missing = issue.min - issue.count;
      return (
        <Trans>
          Use at least {min} characters: {missing} more are needed.
        </Trans>
      );
    }
    case 'email_spaces':
      return <Trans>An email address has no spaces. Remove them.</Trans>;
    case 'email_at':
      return <Trans>An email address needs a name and an @, like name@company.com.</Trans>;
    case 'email_domain':
      return <Trans>Add the domain after the @, like @company.com.</Trans>;
    case 'phone_characters':
      return <Trans>A phone number has only digits, spaces, brackets, dashes and a + in front.</Trans>;
    case 'phone_country':
      return <Trans>This country code does not exist. Check the digits after the + or 00.</Trans>;
    case 'phone_short':
      return <Trans>This number is too short. Check that no digits are missing.</Trans>;
    case 'phone_long':
      return <Trans>This number is too long. Check for digits typed twice.</Trans>;
    case 'phone_invalid':
      return issue.country === 'nl' ? (
        <Trans>
          This is not a Dutch phone number. For a number from abroad, start with its country code.
        </Trans>
      ) : issue.country === 'gb' ? (
        <Trans>This is not a UK phone number. For a number from abroad, start with its country code.</Trans>
      ) : (
        <Trans>This is not a phone number of the country its code names. Check the digits.</Trans>
      );
    case 'characters':
      return <Trans>Use only letters, digits and dashes.</Trans>;
    case 'choose':
      return <Trans>Choose one of the options.</Trans>;
    case 'unreachable':
      return (
        <Trans>We cannot reach you at this address or number. Check it for typos, or use another.</Trans>
      );
    case 'refused':
      return <Trans>We could not accept this value. Check it for typos.</Trans>;
  }
}
