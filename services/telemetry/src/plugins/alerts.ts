import fp from 'fastify-plugin';
import { Alerting } from '../alerts/alerting.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    alerting: Alerting;
  }
}

/**
 * Budgets and their alerts (docs/requirements/telemetry-service.md#budgets-and-alerts): once the app is
 * ready, the deliveries an earlier process left pending go out and the checks start on their timer. In the
 * background: a store or webhook that fails is logged, never a reason not to start. Registered after the
 * store, so it stops (the timer, the sends in flight) before the store closes.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const alerting = new Alerting(fastify.store, config.alerts, fastify.log);
    fastify.decorate('alerting', alerting);
    fastify.addHook('onReady', (done) => {
      alerting.start().catch((error: unknown) => fastify.log.warn({ err: error }, 'alerting did not start'));
      done();
    });
    fastify.addHook('onClose', async () => {
      await alerting.close();
    });
  },
  { name: 'alerts', dependencies: ['store'] },
);
