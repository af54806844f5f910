import {
  BRANDED_EMAIL_SUBJECTS,
  EMAIL_SUBJECTS,
  type BrandedEmailSubject,
  type EmailSubject,
  type UnsubscribeRequest,
} from '@opstap/contracts';
import type { ApiResult } from '../../api/result.ts';

export type AnySubject = EmailSubject | BrandedEmailSubject;

/** What an unsubscribe link carries: `?token=…&subject=likes`, branded: `&subject=job_alert&company=Vlinder+Bank`. */
export interface UnsubscribeLink {
  readonly token: string;
  readonly subject: AnySubject;
  /** Only for a branded subject: the company whose emails these are. */
  readonly companyName?: string;
}

const COMPANY_MAX = 100;

export const isBrandedSubject = (subject: string): subject is BrandedEmailSubject =>
  (BRANDED_EMAIL_SUBJECTS as readonly string[]).includes(subject);
const isSubject = (subject: string): subject is AnySubject =>
  (EMAIL_SUBJECTS as readonly string[]).includes(subject) || isBrandedSubject(subject);

/**
 * Reads the link's query. An unknown subject reads as `default` (the spec's generic variant); a company
 * name counts only with a branded subject; branded without a company falls back to `default`.
 */
export function parseUnsubscribeLink(search: string): UnsubscribeLink {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim() ?? '';
  const asked = params.get('subject') ?? '';
  const company = params.get('company')?.trim().slice(0, COMPANY_MAX) ?? '';
  if (isBrandedSubject(asked)) {
    return company ? { token, subject: asked, companyName: company } : { token, subject: 'default' };
  }
  return { token, subject: isSubject(asked) ? asked : 'default' };
}

/** The query the unsubscribed page reads to say what stopped (no token: it is not needed there). */
export function unsubscribedQuery(link: UnsubscribeLink): string {
  const params = new URLSearchParams({ subject: link.subject });
  if (link.companyName) params.set('company', link.companyName);
  return params.toString();
}

export function toUnsubscribeRequest(link: UnsubscribeLink): UnsubscribeRequest {
  return {
    token: link.token,
    subject: link.subject,
    ...(link.companyName ? { companyName: link.companyName } : {}),
  };
}

/**
 * confirm → done (docs/requirements/forms.md#unsubscribe); `expired` when the link's token is unknown,
 * `error` otherwise.
 */
export type UnsubscribeState =
  | { readonly step: 'confirm'; readonly sending: boolean; readonly problem?: 'expired' | 'error' }
  | { readonly step: 'done' };

export function unsubscribeResult(result: ApiResult<unknown>): UnsubscribeState {
  if (result.kind === 'success') return { step: 'done' };
  // Unknown, expired, or refused as malformed: the link cannot be used, whatever the reason.
  const expired =
    (result.kind === 'error' && result.code === 'unknown_token') ||
    (result.kind === 'invalid' && result.fieldErrors.token !== undefined);
  return { step: 'confirm', sending: false, problem: expired ? 'expired' : 'error' };
}
