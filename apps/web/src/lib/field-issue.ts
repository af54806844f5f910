import type { FieldErrorCode } from '@opstap/contracts';
import type { FieldProblem } from '@opstap/contracts/form-rules';

/**
 * What is wrong with one field, in terms a message can explain and a person can act on: the contracts'
 * `FieldProblem`, so the form and the platform name a problem the same way. The screens turn each into a
 * translated sentence (components/form/field-issue-text.tsx).
 */
export type FieldIssue = FieldProblem;

export type FieldIssues<F extends string> = Partial<Record<F, FieldIssue>>;

/**
 * The platform's field error, said as precisely as the value allows: the platform checks the same rules
 * as the form (`@opstap/contracts/form-rules`), so re-checking the value that was sent names what is wrong
 * with it; `unreachable` is the platform's own finding; a refusal the rules cannot explain says so,
 * rather than repeat an example the value already follows.
 */
export function issueFromServer(code: FieldErrorCode, local: FieldIssue | undefined): FieldIssue {
  if (code === 'unreachable') return { code: 'unreachable' };
  if (local) return local;
  return code === 'required' ? { code: 'required' } : { code: 'refused' };
}

/** Server field errors (by request field name) as issues of the form's fields. */
export function issuesFromServer<F extends string>(
  fields: readonly F[],
  errors: Partial<Record<string, FieldErrorCode>>,
  local: FieldIssues<F>,
): FieldIssues<F> {
  const issues: FieldIssues<F> = {};
  for (const field of fields) {
    const code = errors[field];
    if (code) issues[field] = issueFromServer(code, local[field]);
  }
  return issues;
}
