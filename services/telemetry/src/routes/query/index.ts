import type { FastifyPluginAsync } from 'fastify';
import attribution from './attribution.ts';
import compare from './compare.ts';
import exportRoute from './export.ts';
import histogram from './histogram.ts';
import importRoute from './import.ts';
import navigations from './navigations.ts';
import passing from './passing.ts';
import releases from './releases.ts';
import { requireToken } from './require-token.ts';
import summary from './summary.ts';
import warnings from './warnings.ts';

/**
 * The analysts' query API under `/analytics` (`/vitals/summary`, `/vitals/passing`, `/vitals/navigations`, `/vitals/histogram`,
 * `/vitals/compare`, `/vitals/attribution`, `/releases`, `/warnings`, `/export`, `/import`), in
 * its own encapsulated context so the bearer check covers exactly these routes
 * (docs/requirements/telemetry-service.md#query-api). app.ts leaves it out when QUERY_API=off.
 */
export interface QueryApiOptions {
  token: string;
  /** At most this many rows in an answer (QUERY_MAX_ROWS; docs/requirements/telemetry-service.md#query-cost). */
  maxRows: number;
  /** Exports at once (EXPORT_CONCURRENCY). */
  exportConcurrency: number;
}

const query: FastifyPluginAsync<QueryApiOptions> = async (fastify, options) => {
  fastify.addHook('preValidation', requireToken(options.token));
  const { maxRows } = options;
  await fastify.register(summary, { maxRows });
  await fastify.register(passing);
  await fastify.register(navigations);
  await fastify.register(warnings, { maxRows });
  await fastify.register(histogram);
  await fastify.register(compare);
  await fastify.register(releases);
  await fastify.register(attribution);
  await fastify.register(exportRoute, { concurrency: options.exportConcurrency });
  await fastify.register(importRoute);
};

export default query;
