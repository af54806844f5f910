import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BadRequest } from '../../plugins/errors.ts';
import { EXPORT_MEDIA } from '../../store/export-rows.ts';
import { ExportQuery, queryErrors, window } from './query-schemas.ts';

/**
 * A socket may sit silent this long while the store writes the file (a COPY of millions of rows) before
 * the first byte: the server's idle bound (REQUEST_TIMEOUT_MS) is for beacons, not for exports.
 */
const EXPORT_IDLE_MS = 10 * 60_000;

/**
 * `GET /analytics/export?table&format&from&to`: one table's rows in the window, ordered by receive time,
 * streamed while ingest goes on (docs/requirements/telemetry-service.md#query-api). Each export is read
 * in one transaction on DuckDB: a consistent snapshot of the table (docs/decisions/0122-export.md). A
 * format the store does not offer (Parquet on ClickHouse) is a 400 naming the ones it can.
 */
const exportRoute: FastifyPluginAsyncTypebox = async (fastify) => {
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
      const socket = request.raw.socket;
      // A real socket only (app.inject's stand-in has no time-outs); back to the server's bound after.
      if (typeof socket?.setTimeout === 'function') {
        socket.setTimeout(EXPORT_IDLE_MS);
        reply.raw.once('close', () => socket.setTimeout(fastify.server.timeout));
      }
      const stream = await fastify.store.exportRows({ table, format, from, to });
      const name = `${table}-${from.toISOString().slice(0, 10)}-${to.toISOString().slice(0, 10)}`;
      return reply
        .type(EXPORT_MEDIA[format].type)
        .header('content-disposition', `attachment; filename="${name}.${EXPORT_MEDIA[format].extension}"`)
        .send(stream);
    },
  );
};

export default exportRoute;
