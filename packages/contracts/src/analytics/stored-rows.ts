import { Type, type Static } from 'typebox';
import { VitalReport } from '../vital-report.ts';
import { WarnLog } from '../warn-log.ts';
import { Instant } from './common.ts';

/**
 * One line of `GET /analytics/export?format=ndjson` and of `POST /analytics/import`: the report as the
 * store keeps it (device, OS and browser filled in) with the time the service received it. Import runs
 * each line through the same normalisation as a beacon, so a round trip changes nothing.
 */
export const StoredVital = Type.Object(
  { ...VitalReport.properties, receivedAt: Instant },
  { additionalProperties: false, $id: 'StoredVital' },
);
export type StoredVital = Static<typeof StoredVital>;

/** A warning as stored, with its receive time and the class the service derived from the message. */
export const StoredWarning = Type.Object(
  {
    ...WarnLog.properties,
    receivedAt: Instant,
    messageClass: Type.Optional(Type.String({ description: 'Recomputed on import.' })),
    browser: Type.Optional(Type.String({ description: 'Recomputed on import.' })),
  },
  { additionalProperties: false, $id: 'StoredWarning' },
);
export type StoredWarning = Static<typeof StoredWarning>;

/** `POST /analytics/import`. */
export const ImportResponse = Type.Object({
  imported: Type.Integer(),
  rejected: Type.Integer(),
  errors: Type.Array(Type.Object({ line: Type.Integer(), message: Type.String() }), {
    description: 'The first few refused lines, 1-based.',
  }),
});
export type ImportResponse = Static<typeof ImportResponse>;
