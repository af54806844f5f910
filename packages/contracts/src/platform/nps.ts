import { Type, type Static } from '@sinclair/typebox';

export const NPS_AUDIENCES = ['job-seeker', 'recruiter'] as const;
export type NpsAudience = (typeof NPS_AUDIENCES)[number];

/** The rated aspects per audience (spec section 3); the last two are asked of both. */
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

export const NpsRequest = Type.Object(
  {
    audience: Type.Union(NPS_AUDIENCES.map((audience) => Type.Literal(audience))),
    score: Type.Integer({ minimum: 0, maximum: 10 }),
    reason: Type.Optional(Type.String({ maxLength: 2000 })),
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
