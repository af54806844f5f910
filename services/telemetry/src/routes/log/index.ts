import type { FastifyPluginAsync } from 'fastify';
import warn from './warn.ts';

/** Everything under `/log`: the pages' warn logs (spec section 7). */
const log: FastifyPluginAsync = async (fastify) => {
  await fastify.register(warn);
};

export default log;
