import fp from 'fastify-plugin';
import type { VitalsStore } from '../store/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    store: VitalsStore;
  }
}

/**
 * Opens the vitals store and applies its schema before any route is served, and closes it last: the
 * ingest buffer, registered after this plugin, flushes into it first (Fastify closes in reverse order).
 */
export default fp<{ store: VitalsStore }>(
  async (fastify, { store }) => {
    await store.init();
    fastify.decorate('store', store);
    fastify.addHook('onClose', async () => {
      await store.close();
      fastify.log.info('store closed');
    });
  },
  { name: 'store' },
);
