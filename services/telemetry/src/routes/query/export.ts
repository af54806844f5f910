import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BadRequest, Unavailable } from '../../plugins/errors.ts';
import { EXPORT_MEDIA } from '../../store/export-rows.ts';
import { ExportQuery, queryErrors } from './query-schemas.ts';
import { window } from './query-params.ts';
import { allowSilence } from './long-request.ts';

/**
 * A socket may sit silent this long while the store writes the file (a COPY of millions of rows) before
 * the first byte: the server's idle bound (REQUEST_TIMEOUT_MS) is for beacons, not for exports.
 */
const EXPORT_IDLE_MS = 10 * 60_000;

/** How long an export turned away for want of a slot is told to wait. */
const BUSY_RETRY_AFTER_SECONDS = 60;

/**
 * `GET /analytics/export?table&format&from&to`: one table's rows in the window, ordered by receive time,
 * streamed while ingest goes on (docs/requirements/telemetry-service.md#query-api). Each export is read
 * in one transaction on DuckDB: a consistent snapshot of the table (docs/decisions/0122-export.md). A
 * format the store does not offer (Parquet on ClickHouse) is a 400 naming the ones it can.
 */
const exportRoute: FastifyPluginAsyncTypebox<{ concurrency: number }> = async (fastify, { concurrency }) => {
  // Exports running now, up to EXPORT_CONCURRENCY: each holds a sort of its whole window (DuckDB raises its
  // cap for it: decision 0603), so two at once ran the store out of memory; one more is a 503, not a 500.
  let running = 0;
  fastify.get(
    '/export',
    {
      schema: {
        summary: 'Stream one table (vitals or warnings) as Parquet, CSV or NDJSON',
        tags: ['analytics'],
        security: [{ analyticsToken: [] }],
        querystring: ExportQuery,
        produces: Object.values(EXPORT_MEDIA).map((media) => media.type),
        response: {
          200: Type.String({ description: 'The file: NDJSON lines are StoredVital / StoredWarning.' }),
          ...queryErrors,
        },
      },
    },
    async (request, reply) => {
      const { table } = request.query;
      const format = request.query.format ?? 'ndjson';
      const formats = fastify.store.exportFormats;
      if (!formats.includes(format)) {
        throw new BadRequest('querystring/format', `must be one of: ${formats.join(', ')} on this store`);
      }
      const { from, to } = window(request.query);
      if (running >= concurrency) {
        throw new Unavailable(
          `${concurrency} export${concurrency === 1 ? ' is' : 's are'} running (EXPORT_CONCURRENCY): try again when it is done`,
          BUSY_RETRY_AFTER_SECONDS,
        );
      }
      running += 1;
      let released = false;
      const release = () => {
        if (!released) running -= 1;
        released = true;
      };
      // The slot is held until the file is sent (or the client goes), not only while the store writes it:
      // 'finish' once the last byte is handed over, 'close' when the client goes first (either may be the
      // only one; app.inject's response, for one, closes after its caller has the answer).
      reply.raw.once('finish', release);
      reply.raw.once('close', release);
      allowSilence(request, reply, EXPORT_IDLE_MS);
      let stream;
      try {
        stream = await fastify.store.exportRows({ table, format, from, to });
      } catch (error) {
        release();
        throw error;
      }
      const name = `${table}-${from.toISOString().slice(0, 10)}-${to.toISOString().slice(0, 10)}`;
      return reply
        .type(EXPORT_MEDIA[format].type)
        .header('content-disposition', `attachment; filename="${name}.${EXPORT_MEDIA[format].extension}"`)
        .send(stream);
    },
  );
};

export default exportRoute;
