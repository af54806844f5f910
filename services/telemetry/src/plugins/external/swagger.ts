import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

/** The OpenAPI document of every route, built from the route schemas; served at `/docs/json`. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Opstap telemetry',
          description: 'Web-vitals beacons and warn logs in; summaries for analysts out.',
          version: config.version,
        },
        components: {
          securitySchemes: {
            analyticsToken: { type: 'http', scheme: 'bearer' },
            importToken: { type: 'http', scheme: 'bearer' },
            operatorToken: { type: 'http', scheme: 'bearer' },
          },
        },
      },
    });
    fastify.get('/docs/json', { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);
