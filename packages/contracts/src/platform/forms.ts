import { Type, type Static } from '@sinclair/typebox';

const Language = Type.Union([Type.Literal('en'), Type.Literal('nl')]);
const Country = Type.Union([Type.Literal('nl'), Type.Literal('gb')]);
/** A practical email check; the platform confirms by sending mail. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** Digits, spaces and the usual separators, optionally a leading +: `+31 6 12345678`, `07700 900123`. */
export const PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{6,19}$';
const Email = Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN });
const Name = Type.String({ minLength: 1, maxLength: 100 });

/** Hiring need, as the spec's four options for next year's interns, starters and young professionals. */
export const HIRING_NEEDS = ['up-to-10', '10-to-25', '25-to-100', 'over-100'] as const;
export type HiringNeed = (typeof HIRING_NEEDS)[number];

/** Example phone formats shown as placeholders, by country version. */
export const PHONE_EXAMPLES = { nl: '+31 6 12345678', gb: '+44 7700 900123' } as const;

export const EmployerLeadRequest = Type.Object(
  {
    name: Name,
    role: Type.String({ minLength: 1, maxLength: 100, description: 'The person’s function.' }),
    email: Email,
    hiringNeed: Type.Union(HIRING_NEEDS.map((need) => Type.Literal(need))),
    phone: Type.String({ pattern: PHONE_PATTERN }),
    promotionCode: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9-]*$' })),
    captchaToken: Type.String({ minLength: 1, maxLength: 4096 }),
    language: Language,
    country: Country,
  },
  { additionalProperties: false },
);
export type EmployerLeadRequest = Static<typeof EmployerLeadRequest>;
export const EmployerLeadResponse = Type.Object({ id: Type.String() });
export type EmployerLeadResponse = Static<typeof EmployerLeadResponse>;

export const SessionUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  type: Type.Union([Type.Literal('jobseeker'), Type.Literal('employer')]),
});
export type SessionUser = Static<typeof SessionUser>;
export const Session = Type.Union([
  Type.Object({ authenticated: Type.Literal(false) }),
  Type.Object({ authenticated: Type.Literal(true), user: SessionUser }),
]);
export type Session = Static<typeof Session>;

export const ContactRequest = Type.Object(
  {
    name: Name,
    email: Email,
    subject: Type.String({ minLength: 1, maxLength: 150 }),
    body: Type.String({ minLength: 10, maxLength: 5000 }),
    /** Attached automatically for a logged-in visitor (spec section 3). */
    userId: Type.Optional(Type.String()),
    language: Language,
    country: Country,
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequest>;
export const ContactResponse = Type.Object({ id: Type.String() });
export type ContactResponse = Static<typeof ContactResponse>;
