import type { FieldErrorCode } from '@opstap/contracts';

/**
 * What is wrong with one field, in terms a message can explain and a person can act on: the screens turn
 * each into a translated sentence (with the limit or the example number in it).
 */
export type FieldIssue =
  | { readonly code: 'required' }
  | { readonly code: 'email' }
  /** `example`: a phone number written the way the page's country writes it. */
  | { readonly code: 'phone'; readonly example: string }
  | { readonly code: 'too_long'; readonly max: number }
  | { readonly code: 'too_short'; readonly min: number }
  /** Characters that are not allowed (the promotion code). */
  | { readonly code: 'characters' }
  | { readonly code: 'choose' };

export type FieldIssues<F extends string> = Partial<Record<F, FieldIssue>>;

/** The platform's field error, said the same way the form's own check would say it. */
export function issueFromServer(
  code: FieldErrorCode,
  rule: {
    readonly kind: 'text' | 'email' | 'phone' | 'choice' | 'code';
    readonly max?: number;
    readonly min?: number;
    readonly example?: string;
  },
): FieldIssue {
  if (code === 'required') return { code: 'required' };
  if (code === 'too_long') return { code: 'too_long', max: rule.max ?? 0 };
  if (code === 'too_short') return { code: 'too_short', min: rule.min ?? 1 };
  switch (rule.kind) {
    case 'email':
      return { code: 'email' };
    case 'phone':
      return { code: 'phone', example: rule.example ?? '' };
    case 'choice':
      return { code: 'choose' };
    case 'code':
      return { code: 'characters' };
    default:
      return code === 'not_allowed' ? { code: 'characters' } : { code: 'required' };
  }
}

/** Only the fields that have an issue: an empty result means the form may be sent. */
export function withoutEmpty<F extends string>(
  issues: Partial<Record<F, FieldIssue | undefined>>,
): FieldIssues<F> {
  return Object.fromEntries(
    Object.entries(issues).filter(([, issue]) => issue !== undefined),
  ) as FieldIssues<F>;
}
