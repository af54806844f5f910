import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../literal-union.ts';
import { OPPORTUNITY_TYPES } from './constants.ts';

export const Opportunity = Type.Object({
  id: Type.String(),
  title: Type.String(),
  companyName: Type.String(),
  city: Type.String(),
  type: LiteralUnion(OPPORTUNITY_TYPES),
  /** ISO 8601 date-time of publication. */
  publishedAt: Type.String({ format: 'date-time' }),
  /** Absolute URL on the platform. */
  url: Type.String(),
});
export type Opportunity = Static<typeof Opportunity>;
export const OpportunityList = Type.Object({ items: Type.Array(Opportunity) });
export type OpportunityList = Static<typeof OpportunityList>;

export const PopularPage = Type.Object({
  title: Type.String(),
  url: Type.String(),
  /** Visits in the last 30 days. */
  visits: Type.Integer({ minimum: 0 }),
});
export type PopularPage = Static<typeof PopularPage>;
export const PopularPageList = Type.Object({ items: Type.Array(PopularPage) });
export type PopularPageList = Static<typeof PopularPageList>;

export const Location = Type.Object({
  city: Type.String(),
  slug: Type.String(),
  opportunityCount: Type.Integer({ minimum: 0 }),
  url: Type.String(),
});
export type Location = Static<typeof Location>;
export const LocationList = Type.Object({ items: Type.Array(Location) });
export type LocationList = Static<typeof LocationList>;
