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

/**
 * The characters a phone number may be written with: digits, spaces, brackets, dots, dashes, one leading
 * `+` (`+31 6 12345678`, `(020) 123 4567`, `0031 20 1234567`). Whether the digits make a number is
 * `checkPhone`'s job (form-rules.ts).
 */
export const PHONE_PATTERN = '^\\+?[0-9 ().-]{6,40}$';

/**
 * Field bounds of the lead and contact forms in characters as a person sees them (grapheme clusters: an
 * emoji with its skin tone is one), so the site's counters, its checks and the platform's agree. Plain
 * numbers, so the site can check them without bundling the schema builder. The schemas' `maxLength`
 * (which counts UTF-16 units) is `unitLimit(limit)`, a ceiling only; the real check is `checkText`.
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

/**
 * HTML `maxlength` and JSON Schema `maxLength` count UTF-16 units, and one character a person sees may take
 * several (`👍🏽` is four): those ceilings are the limit times this, so they never cut text the character
 * limit allows (docs/decisions/0410-form-rules-in-the-contracts.md).
 */
export const UNITS_PER_CHARACTER = 4;

/** The UTF-16 ceiling that belongs to a character limit: `maxlength` and the schemas' `maxLength`. */
export const unitLimit = (characters: number): number => characters * UNITS_PER_CHARACTER;

/** Letters, digits and dashes: `SPRING-2027`. */
export const PROMOTION_CODE_PATTERN = '^[A-Za-z0-9-]*$';

/**
 * Hiring need: the four options for next year's interns, starters and young professionals
 * (docs/requirements/forms.md#employer-lead-form).
 */
export const HIRING_NEEDS = ['up-to-10', '10-to-25', '25-to-100', 'over-100'] as const;

export type HiringNeed = (typeof HIRING_NEEDS)[number];

/** Example phone formats shown as hints, by country version (both valid numbers of their country). */
export const PHONE_EXAMPLES = { nl: '+31 6 12345678', gb: '+44 7911 123456' } as const;

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

/** The most characters (grapheme clusters, as `FORM_LIMITS`) of the optional free-text reason. */
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

/**
 * What is wrong with one field. `unreachable`: well-formed, but the platform found it cannot be used (an
 * email domain that takes no mail, a phone number not in service).
 */
export const FIELD_ERROR_CODES = [
  'required',
  'too_long',
  'too_short',
  'format',
  'not_allowed',
  'unreachable',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * A token from an email link (settings, unsubscribe, survey): URL-safe characters, 8 to 512 long. Anything
 * else was cut or mangled on its way and can never be accepted.
 */
export const EMAIL_TOKEN_PATTERN = '^[A-Za-z0-9._~-]{8,512}$';

/** Any subject an email link can name: the plain ones and the branded ones. */
export type AnyEmailSubject = EmailSubject | BrandedEmailSubject;
