import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/** The OpenAPI document of every route, built from the route schemas; served at `/docs/json`. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Opstap telemetry',
          description: 'Web-vitals beacons and warn logs in; summaries for analysts out.',
          version: process.env.APP_VERSION ?? '0.0.0',
        },
        components: {
          securitySchemes: { analyticsToken: { type: 'http', scheme: 'bearer' } },
        },
      },
    });
    fastify.get('/docs/json', { schema: { hide: true }, config: { rateLimit: false } }, async () =>
      fastify.swagger(),
    );
  },
  { name: 'swagger' },
);
