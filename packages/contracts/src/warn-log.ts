import { Type, type Static } from '@sinclair/typebox';
import { Screen } from './vital-report.ts';

/**
 * A warning the page sends to `POST /log/warn` when a page loads with an error, times out or is slow
 * (docs/requirements/client-telemetry.md#warn-logs). The bounds are what the service accepts; it stores
 * shorter, capped copies.
 */
export const WarnLog = Type.Object(
  {
    type: Type.Literal('warn'),
    message: Type.String({ minLength: 1, maxLength: 4096 }),
    stacktrace: Type.String({ maxLength: 32_768 }),
    userAgent: Type.String({ maxLength: 1024 }),
    path: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 512,
        pattern: '^/',
        description: 'The page path; without it the service reads the Referer header.',
      }),
    ),
    appVersion: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, description: 'The web app build version, as in vitals.' }),
    ),
    screen: Type.Optional(Screen),
  },
  { additionalProperties: false, $id: 'WarnLog' },
);
export type WarnLog = Static<typeof WarnLog>;
