import { Type, type Static } from 'typebox';
import { VITAL_REPORT_MAX, WARN_LOG_MAX as MAX } from './limits.ts';
import { Screen } from './vital-report.ts';

/**
 * A warning the page sends to `POST /log/warn` when a page loads with an error, times out or is slow
 * (docs/requirements/client-telemetry.md#warn-logs). The bounds (`WARN_LOG_MAX`) are what the service
 * accepts; it stores shorter, capped copies.
 */
export const WarnLog = Type.Object(
  {
    type: Type.Literal('warn'),
    message: Type.String({ minLength: 1, maxLength: MAX.message }),
    stacktrace: Type.String({ maxLength: MAX.stacktrace }),
    userAgent: Type.String({ maxLength: MAX.userAgent }),
    path: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX.path,
        pattern: '^/',
        description: 'The page path; without it the service reads the Referer header.',
      }),
    ),
    appVersion: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: VITAL_REPORT_MAX.text,
        description: 'The web app build version, as in vitals.',
      }),
    ),
    screen: Type.Optional(Screen),
  },
  { additionalProperties: false, $id: 'WarnLog' },
);
export type WarnLog = Static<typeof WarnLog>;
