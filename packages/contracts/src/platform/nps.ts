import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import { NPS_AUDIENCES, NPS_RATING_MIN, NPS_RATING_MAX, NPS_REASON_MAX, unitLimit } from './constants.ts';

export const NpsRequest = Type.Object(
  {
    audience: LiteralUnion(NPS_AUDIENCES),
    score: Type.Integer({ minimum: 0, maximum: 10 }),
    reason: Type.Optional(Type.String({ maxLength: unitLimit(NPS_REASON_MAX) })),
    ratings: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z-]+$' }), Type.Integer({ minimum: 1, maximum: 5 })),
    ),
    /** The survey invitation's token from the email link, when there is one. */
    token: Type.Optional(Type.String({ maxLength: 256 })),
    language: Type.Union([Type.Literal('en'), Type.Literal('nl')]),
  },
  { additionalProperties: false },
);
export type NpsRequest = Static<typeof NpsRequest>;
export const NpsResponse = Type.Object({ id: Type.String() });
export type NpsResponse = Static<typeof NpsResponse>;

/**
 * The optional second step (docs/requirements/forms.md#nps-survey): the reason and the rated aspects,
 * attached to the response the confirmed score created. The score is stored first so it is not lost when a
 * person leaves the page.
 */
export const NpsFeedback = Type.Object(
  {
    reason: Type.Optional(Type.String({ maxLength: unitLimit(NPS_REASON_MAX) })),
    ratings: Type.Optional(
      Type.Record(
        Type.String({ pattern: '^[a-z-]+$' }),
        Type.Integer({ minimum: NPS_RATING_MIN, maximum: NPS_RATING_MAX }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type NpsFeedback = Static<typeof NpsFeedback>;
