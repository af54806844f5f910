import { Type, type Static } from '@sinclair/typebox';

/** The email subjects a person can unsubscribe from (spec section 2, the unsubscribed page). */
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

const Subject = Type.Union(
  [...EMAIL_SUBJECTS, ...BRANDED_EMAIL_SUBJECTS].map((subject) => Type.Literal(subject)),
);
/** The signed token from the email's link; it identifies the recipient without a login. */
const Token = Type.String({ minLength: 8, maxLength: 512 });

export const EmailSettings = Type.Object({
  email: Type.String(),
  /** Present for branded settings: the company whose emails these are. */
  companyName: Type.Optional(Type.String()),
  subjects: Type.Array(Type.Object({ subject: Subject, enabled: Type.Boolean() })),
});
export type EmailSettings = Static<typeof EmailSettings>;

export const EmailSettingsUpdate = Type.Object(
  {
    token: Token,
    subjects: Type.Array(Type.Object({ subject: Subject, enabled: Type.Boolean() }), { maxItems: 32 }),
  },
  { additionalProperties: false },
);
export type EmailSettingsUpdate = Static<typeof EmailSettingsUpdate>;

export const UnsubscribeRequest = Type.Object(
  {
    token: Token,
    subject: Subject,
    companyName: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type UnsubscribeRequest = Static<typeof UnsubscribeRequest>;
