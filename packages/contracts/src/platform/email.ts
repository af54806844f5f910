import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import { EMAIL_SUBJECTS, BRANDED_EMAIL_SUBJECTS, EMAIL_TOKEN_PATTERN } from './constants.ts';

const Subject = LiteralUnion([...EMAIL_SUBJECTS, ...BRANDED_EMAIL_SUBJECTS]);
/** The signed token from the email's link; it identifies the recipient without a login. */
const Token = Type.String({ pattern: EMAIL_TOKEN_PATTERN });

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
