import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireBearer } from '../../auth/require-bearer.ts';
import type { TokenSet } from '../../auth/token-set.ts';
import { errorRef } from '../error-schema.ts';

const Backup = Type.Object({
  /** Where the copy was written, on the service's machine. */
  file: Type.String(),
  bytes: Type.Integer(),
  /** When its snapshot began (UTC): what was stored by then is in it. */
  takenAt: Type.String({ format: 'date-time' }),
});

/**
 * The operators' endpoints, behind the operator tokens (OPERATOR_TOKEN; docs/requirements/telemetry-service.md#metrics
 * and #backup-and-restore): `GET /metrics` for Prometheus, `POST /admin/backup` for a copy of the DuckDB
 * store taken while it runs, `POST /admin/alerts/check` for a budget check now
 * (docs/requirements/telemetry-service.md#budgets-and-alerts). Never proxied by nginx (only `/log/`, `/analytics/` and `/dashboard/` are), and
 * without an operator token every request is refused.
 */
const operations: FastifyPluginAsyncTypebox<{ tokens: TokenSet; backupDir: string }> = async (
  fastify,
  { tokens, backupDir },
) => {
  fastify.addHook('preValidation', requireBearer(tokens, 'opstap-operator'));
  const security = [{ operatorToken: [] }];

  fastify.get(
    '/metrics',
    // A scrape every few seconds: not in the info log.
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        security,
        produces: ['text/plain'],
        response: { 200: Type.String(), 401: errorRef('No valid operator token (OPERATOR_TOKEN).') },
      },
    },
    async (_request, reply) => {
      reply.header('content-type', fastify.metrics.registry.contentType);
      return fastify.metrics.registry.metrics();
    },
  );

  fastify.post(
    '/admin/alerts/check',
    {
      schema: {
        summary: 'Checks every budget now, as the timer does; its messages go out in the background',
        tags: ['operations'],
        security,
        response: {
          200: Type.Object({
            checked: Type.Integer({ description: 'Budgets checked.' }),
            fired: Type.Integer(),
            resolved: Type.Integer(),
          }),
          401: errorRef('No valid operator token (OPERATOR_TOKEN).'),
        },
      },
    },
    async () => fastify.alerting.check(),
  );

  fastify.post(
    '/admin/backup',
    {
      schema: {
        tags: ['operations'],
        security,
        response: {
          201: Backup,
          401: errorRef('No valid operator token (OPERATOR_TOKEN).'),
          501: errorRef('A store backed up with its own tools (ClickHouse).'),
        },
      },
    },
    async (request, reply) => {
      const { store } = fastify;
      if (!store.backup) {
        return reply.code(501).send({
          statusCode: 501,
          error: 'Not Implemented',
          message: 'this store is backed up with its own tools (ClickHouse: BACKUP DATABASE)',
        });
      }
      const takenAt = new Date();
      await mkdir(backupDir, { recursive: true });
      const file = join(backupDir, `vitals-${takenAt.toISOString().replaceAll(':', '-')}.duckdb`);
      await store.backup(file);
      const { size } = await stat(file);
      request.log.info({ file, bytes: size }, 'backup written');
      return reply.code(201).send({ file, bytes: size, takenAt: takenAt.toISOString() });
    },
  );
};

export default operations;
