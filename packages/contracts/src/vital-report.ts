import { Type, type Static } from 'typebox';
import { LiteralUnion } from './literal-union.ts';
import { MAX_CLS, MAX_TIMING_MS, VITAL_REPORT_MAX as MAX } from './limits.ts';
import { METRIC_NAMES } from './thresholds.ts';
import { NAVIGATION_TYPES } from './navigation-types.ts';
import { VitalAttribution } from './vital-attribution.ts';

/**
 * The route's screen name from `@opstap/routes` (one screen for `/werkgevers`, `/employers` and every
 * `/werkgevers-{name}`): the page family analysts group by. Absent, the service derives it from the path.
 */
export const Screen = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[a-z0-9-]+$',
  description: 'The route’s screen name (`@opstap/routes`), e.g. "employers".',
});

const Text = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, description });

/**
 * One web-vitals measurement as the browser reports it (docs/requirements/client-telemetry.md#web-vitals).
 * Device, OS and browser are optional because the service derives them from the User-Agent header when the
 * client could not (the web app fills them from User-Agent Client Hints where it can). `screen`,
 * `navigationType`, `pageViewId`, `softNavigations` and `attribution` are optional so older clients and any
 * other beacon sender stay valid. `path` and `screen` are the page view's (for a soft navigation, the URL the
 * route changed to: docs/requirements/client-telemetry.md#page-views). The bounds are `VITAL_REPORT_MAX` and
 * `MAX_TIMING_MS`.
 */
export const VitalReport = Type.Object(
  {
    name: LiteralUnion(METRIC_NAMES, { description: 'The metric: FCP, LCP, CLS, INP, TTFB (FID legacy).' }),
    value: Type.Number({ minimum: 0, maximum: MAX_TIMING_MS, description: 'ms, or unitless for CLS.' }),
    id: Text(MAX.id, 'web-vitals metric id, unique per page view and metric.'),
    rating: Type.Optional(
      Type.Union([Type.Literal('good'), Type.Literal('needs-improvement'), Type.Literal('poor')], {
        description: 'The client’s rating; the service recomputes it.',
      }),
    ),
    connectionType: Text(MAX.connectionType, 'navigator.connection.effectiveType, or "unknown".'),
    device: Type.Optional(
      Type.Union([Type.Literal('mobile'), Type.Literal('tablet'), Type.Literal('desktop')], {
        description: 'Form factor, as CrUX: phone, tablet or desktop.',
      }),
    ),
    os: Type.Optional(Text(MAX.text, 'Operating system name.')),
    osVersion: Type.Optional(Text(MAX.text, 'Operating system version, major.minor at most.')),
    browser: Type.Optional(Text(MAX.text, 'Browser name.')),
    browserVersion: Type.Optional(Text(MAX.text, 'Browser major version.')),
    country: Type.Union([Type.Literal('nl'), Type.Literal('gb')], { description: 'The site version.' }),
    language: Type.Union([Type.Literal('en'), Type.Literal('nl')], { description: 'The page language.' }),
    appVersion: Text(MAX.text, 'The web app build version.'),
    appType: Text(MAX.text, 'Which app sent it, e.g. "home-page".'),
    path: Type.String({
      minLength: 1,
      maxLength: MAX.path,
      pattern: '^/',
      description: 'Page path, no query.',
    }),
    screen: Type.Optional(Screen),
    navigationType: Type.Optional(
      LiteralUnion(NAVIGATION_TYPES, { description: 'How the page was reached, as web-vitals reports it.' }),
    ),
    pageViewId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX.pageViewId,
        pattern: '^[A-Za-z0-9-]+$',
        description:
          'The page view the metric belongs to, unique per view (a soft navigation starts a new one); joins a view’s metrics.',
      }),
    ),
    softNavigations: Type.Optional(
      Type.Boolean({
        description:
          'Whether the browser reports soft navigations as page views of their own. False: route changes stay in the landing page view, as before.',
      }),
    ),
    attribution: Type.Optional(VitalAttribution),
    userType: Type.Literal('anonymous', { description: 'Always anonymous on the marketing site.' }),
    windowOrientation: Type.Union([Type.Literal('portrait'), Type.Literal('landscape')]),
    height: Type.Integer({ minimum: 0, maximum: MAX.viewport, description: 'Viewport height, CSS px.' }),
    width: Type.Integer({ minimum: 0, maximum: MAX.viewport, description: 'Viewport width, CSS px.' }),
    devicePixelRatio: Type.Number({ minimum: 0, maximum: MAX.devicePixelRatio }),
  },
  {
    additionalProperties: false,
    $id: 'VitalReport',
    // CLS is unitless: its own, far lower bound (as Umami's). The service validates with Ajv, which
    // applies if/then; TypeBox's Value.Check skips these keywords (the web app clamps with MAX_CLS).
    if: { properties: { name: { const: 'CLS' } } },
    then: { properties: { value: { type: 'number', maximum: MAX_CLS } } },
  },
);

export type VitalReport = Static<typeof VitalReport>;
