import { Type, type Static } from 'typebox';
import { Group, Instant, Nullable } from './common.ts';

export const WarningRow = Type.Object({
  key: Type.String({ description: 'The group’s values joined by " / " (`group` names each).' }),
  group: Group,
  count: Type.Integer(),
  pageViews: Type.Integer({ description: 'Page views of the group (all page views for message groups).' }),
  rate: Nullable(Type.Number({ description: 'Warnings per 1,000 page views; null without page views.' })),
  partial: Type.Optional(
    Type.Boolean({ description: 'groupBy=day: a day the window does not wholly cover or not over yet.' }),
  ),
});
export type WarningRow = Static<typeof WarningRow>;

/** `GET /analytics/warnings`. */
export const WarningsResponse = Type.Object({
  from: Instant,
  to: Instant,
  groupBy: Type.String({ description: 'One or two dimensions, comma-separated.' }),
  minPageViews: Type.Integer({
    description: 'Groups with fewer page views are left out (0: none is); the query’s `minPageViews`.',
  }),
  belowMinimum: Type.Object(
    {
      groups: Type.Integer({
        description: 'Groups left out for having fewer than `minPageViews` page views.',
      }),
      count: Type.Integer({ description: 'Their warnings.' }),
    },
    { description: 'What `minPageViews` left out, so an answer says what it does not show.' },
  ),
  rows: Type.Array(WarningRow),
});
export type WarningsResponse = Static<typeof WarningsResponse>;
