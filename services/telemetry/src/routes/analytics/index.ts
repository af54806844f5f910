import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { requireToken } from '../../plugins/auth.ts';
import passing from './passing.ts';
import summary from './summary.ts';
import vital from './vital.ts';
import warnings from './warnings.ts';

/**
 * Everything under `/analytics`: the public vitals beacon, and the analysts' query API in its own
 * encapsulated context so the bearer check covers exactly those routes. QUERY_API=off leaves it out.
 */
const analytics: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(vital);
  if (!config.queryApi || !config.analyticsToken) return;
  const token = config.analyticsToken;
  await fastify.register(async (query) => {
    query.addHook('onRequest', requireToken(token));
    await query.register(summary);
    await query.register(passing);
    await query.register(warnings);
  });
};

export default analytics;
