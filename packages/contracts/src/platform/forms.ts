import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  FORM_LIMITS,
  PROMOTION_CODE_PATTERN,
  HIRING_NEEDS,
  unitLimit,
} from './constants.ts';

const Language = Type.Union([Type.Literal('en'), Type.Literal('nl')]);
const Country = Type.Union([Type.Literal('nl'), Type.Literal('gb')]);
// maxLength is the UTF-16 ceiling; the character limits themselves are checked by form-rules.ts.
const Email = Type.String({ minLength: 3, maxLength: unitLimit(FORM_LIMITS.email), pattern: EMAIL_PATTERN });
const Name = Type.String({ minLength: 1, maxLength: unitLimit(FORM_LIMITS.name) });

export const EmployerLeadRequest = Type.Object(
  {
    name: Name,
    role: Type.String({
      minLength: 1,
      maxLength: unitLimit(FORM_LIMITS.role),
      description: 'The person’s function.',
    }),
    email: Email,
    hiringNeed: LiteralUnion(HIRING_NEEDS),
    phone: Type.String({ pattern: PHONE_PATTERN }),
    promotionCode: Type.Optional(
      Type.String({ maxLength: unitLimit(FORM_LIMITS.promotionCode), pattern: PROMOTION_CODE_PATTERN }),
    ),
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
    subject: Type.String({ minLength: 1, maxLength: unitLimit(FORM_LIMITS.subject) }),
    body: Type.String({ minLength: 1, maxLength: unitLimit(FORM_LIMITS.body) }),
    /** Attached automatically for a logged-in visitor (docs/requirements/forms.md#contact-form). */
    userId: Type.Optional(Type.String()),
    language: Language,
    country: Country,
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequest>;
export const ContactResponse = Type.Object({ id: Type.String() });
export type ContactResponse = Static<typeof ContactResponse>;
