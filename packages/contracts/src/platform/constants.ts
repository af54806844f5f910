/**
 * The platform contracts' plain constants: no schema builder here, so the web app can import them without
 * bundling TypeBox (the schema files import them from this file).
 */

/** Content the platform serves to the latest-jobs, most-popular and locations screens. */
export const OPPORTUNITY_TYPES = ['job', 'internship', 'traineeship', 'graduate-scheme', 'event'] as const;

/** The email subjects a person can unsubscribe from (docs/requirements/forms.md#unsubscribe). */
export const EMAIL_SUBJECTS = [
  'account_reminders',
  'company_page',
  'likes',
  'matching_companies',
  'matching_opportunities',
  'opportunity_management',
  'opportunity_reminders',
  'profile_reminders',
  'personal_messages',
  'profile_views',
  'updates',
  'shortlists',
  'surveys',
  'default',
] as const;

/** Subjects sent on behalf of one company (branded emails). */
export const BRANDED_EMAIL_SUBJECTS = ['job_alert', 'company_content'] as const;

export type EmailSubject = (typeof EMAIL_SUBJECTS)[number];

export type BrandedEmailSubject = (typeof BRANDED_EMAIL_SUBJECTS)[number];

/** A practical email check; the platform confirms by sending mail. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Digits, spaces and the usual separators, optionally a leading +: `+31 6 12345678`, `07700 900123`. */
export const PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{6,19}$';

/**
 * Field bounds of the lead and contact forms, as plain numbers so the site can check them before sending
 * without bundling the schema builder (the schemas in forms.ts use the same constants).
 */
export const FORM_LIMITS = {
  name: 100,
  role: 100,
  email: 254,
  promotionCode: 32,
  subject: 150,
  bodyMin: 10,
  body: 5000,
} as const;

/** Letters, digits and dashes: `SPRING-2027`. */
export const PROMOTION_CODE_PATTERN = '^[A-Za-z0-9-]*$';

/**
 * Hiring need: the four options for next year's interns, starters and young professionals
 * (docs/requirements/forms.md#employer-lead-form).
 */
export const HIRING_NEEDS = ['up-to-10', '10-to-25', '25-to-100', 'over-100'] as const;

export type HiringNeed = (typeof HIRING_NEEDS)[number];

/** Example phone formats shown as placeholders, by country version. */
export const PHONE_EXAMPLES = { nl: '+31 6 12345678', gb: '+44 7700 900123' } as const;

export const NPS_AUDIENCES = ['job-seeker', 'recruiter'] as const;

export type NpsAudience = (typeof NPS_AUDIENCES)[number];

/** The rated aspects per audience (docs/requirements/forms.md#nps-survey); the last two are asked of both. */
export const NPS_ASPECTS = {
  'job-seeker': [
    'discovering-jobs',
    'search-quality',
    'relevant-job-count',
    'job-company-information',
    'recruiter-interaction',
    'service-support',
    'emails-received',
  ],
  recruiter: [
    'discovering-jobseekers',
    'candidate-quality',
    'application-count',
    'jobseeker-profiles',
    'jobseeker-interaction',
    'service-support',
    'emails-received',
  ],
} as const satisfies Record<NpsAudience, readonly string[]>;

export type NpsAspect = (typeof NPS_ASPECTS)[NpsAudience][number];

/** An aspect is rated 1 (poor) to 5 (excellent). */
export const NPS_RATING_MIN = 1;

export const NPS_RATING_MAX = 5;

/** The most characters of the optional free-text reason. */
export const NPS_REASON_MAX = 2000;

/**
 * Every error answer of the platform APIs is an RFC 9457 problem document. `code` is what the site
 * branches on; `errors` names each invalid field so the form can show the message beside it.
 */
export const PROBLEM_CODES = [
  'invalid',
  'captcha_failed',
  'unknown_token',
  'rate_limited',
  'server_error',
] as const;

export type ProblemCode = (typeof PROBLEM_CODES)[number];

export const FIELD_ERROR_CODES = ['required', 'too_long', 'too_short', 'format', 'not_allowed'] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** Any subject an email link can name: the plain ones and the branded ones. */
export type AnyEmailSubject = EmailSubject | BrandedEmailSubject;
