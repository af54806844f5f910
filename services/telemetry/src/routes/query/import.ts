import { createHash } from 'node:crypto';
import {
  ImportResponse,
  StoredVital,
  StoredWarning,
  type VitalReport,
  type WarnLog,
} from '@opstap/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { toVitalRow, toWarnRow } from '../../ingest/normalise.ts';
import type { WarnRow } from '../../store/types.ts';
import { allowSilence } from './long-request.ts';
import { queryErrors } from './query-schemas.ts';

/** Backfills are files, not beacons: far above the beacons' 64 KiB. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
/** A receive time this far ahead of the server's clock is refused (clock skew allowed). */
const FUTURE_TOLERANCE_MS = 60_000;
const MAX_ERRORS = 20;
const ROWS_PER_WRITE = 5000;
/** A backfill of many rows writes for a while before it answers (see allowSilence). */
const IMPORT_IDLE_MS = 10 * 60_000;

/**
 * `POST /analytics/import?table=vitals|warnings`: NDJSON of stored rows (`StoredVital`/`StoredWarning`,
 * what the export writes), each through the beacons' own normalisation with its `receivedAt` kept, for
 * backfills (docs/requirements/telemetry-service.md#query-api). A line that does not validate, or whose
 * time is in the future, is refused and counted; the others are written straight to the store.
 */
const importRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addContentTypeParser(
    ['application/x-ndjson', 'application/jsonl'],
    { parseAs: 'string' },
    (_r, body, done) => done(null, body),
  );
  fastify.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Import NDJSON of stored rows (with receivedAt) for a backfill',
        tags: ['analytics'],
        security: [{ importToken: [] }],
        consumes: ['application/x-ndjson'],
        querystring: Type.Object(
          { table: Type.Unsafe<'vitals' | 'warnings'>({ type: 'string', enum: ['vitals', 'warnings'] }) },
          { additionalProperties: false },
        ),
        body: Type.String({ description: 'One stored row as JSON per line.' }),
        response: { 200: ImportResponse, ...queryErrors },
      },
    },
    async (request, reply) => {
      allowSilence(request, reply, IMPORT_IDLE_MS);
      const { table } = request.query;
      const now = Date.now();
      const errors: { line: number; message: string }[] = [];
      let rejected = 0;
      const refuse = (line: number, message: string) => {
        rejected += 1;
        if (errors.length < MAX_ERRORS) errors.push({ line, message });
      };
      const batches = [fastify.store.createVitalBatch()];
      let imported = 0;
      const warnings: WarnRow[] = [];
      const lines = request.body.split('\n');
      for (const [index, text] of lines.entries()) {
        const line = index + 1;
        if (text.trim() === '') continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          refuse(line, 'is not JSON');
          continue;
        }
        const schema = table === 'vitals' ? StoredVital : StoredWarning;
        if (!Value.Check(schema, parsed)) {
          const first = Value.Errors(schema, parsed)[0];
          refuse(line, `${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`);
          continue;
        }
        const { receivedAt: at, ...event } = parsed as { receivedAt: string };
        const receivedAt = new Date(at);
        if (Number.isNaN(receivedAt.getTime())) {
          refuse(line, '/receivedAt is not a representable date');
          continue;
        }
        if (receivedAt.getTime() > now + FUTURE_TOLERANCE_MS) {
          refuse(line, '/receivedAt is in the future');
          continue;
        }
        const facts = { receivedAt, userAgent: undefined, referer: undefined };
        try {
          if (table === 'vitals') {
            let batch = batches[batches.length - 1] as (typeof batches)[number];
            if (batch.length >= ROWS_PER_WRITE) batches.push((batch = fastify.store.createVitalBatch()));
            batch.push(toVitalRow(event as VitalReport, facts));
          } else {
            const { messageClass: _c, browser: _b, ...log } = event as WarnLog & Record<string, unknown>;
            // The same line imported twice is one warning (ClickHouse counts distinct ids).
            const id = `import-${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
            warnings.push(toWarnRow(log as WarnLog, facts, id));
          }
        } catch (error) {
          refuse(line, error instanceof Error ? error.message : 'is invalid');
        }
      }
      for (const batch of batches) {
        if (batch.length === 0) continue;
        await fastify.store.insertVitals(batch);
        imported += batch.length;
      }
      for (let i = 0; i < warnings.length; i += ROWS_PER_WRITE) {
        await fastify.store.insertWarnings(warnings.slice(i, i + ROWS_PER_WRITE));
      }
      return { imported: imported + warnings.length, rejected, errors };
    },
  );
};

export default importRoute;
