import { Trans } from '@lingui/react/macro';
import type { FieldIssue } from '../../lib/field-issue.ts';

/** A field's problem as a sentence that says what to do. */
export function FieldIssueText({ issue }: { issue: FieldIssue }) {
  switch (issue.code) {
    case 'required':
      return <Trans>This field is required.</Trans>;
    case 'email':
      return <Trans>Enter an email address like name@company.com.</Trans>;
    case 'phone': {
      const example = issue.example;
      return <Trans>Enter a phone number like {example}.</Trans>;
    }
    case 'too_long': {
      const max = issue.max;
      return <Trans>Use at most {max} characters.</Trans>;
    }
    case 'too_short': {
      const min = issue.min;
      return <Trans>Use at least {min} characters.</Trans>;
    }
    case 'characters':
      return <Trans>Use only letters, digits and dashes.</Trans>;
    case 'choose':
      return <Trans>Choose one of the options.</Trans>;
  }
}
