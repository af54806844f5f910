import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from './schema-compilers.ts';
import { buildApp } from '../test/support/app.ts';

describe('schema compilers', () => {
  it('leave nothing to chance: every route’s schemas compile with Fastify’s own, all at start', async () => {
    // The app with Fastify's default compilers, which compile every schema when the server gets ready: what
    // the lazy ones would meet on each route's first request.
    const t = await buildApp({}, { server: { schemaController: undefined } });
    expect(t.app.hasRoute({ method: 'GET', url: '/analytics/vitals/summary' })).toBe(true);
    await t.close();
  });

  it('compile a route’s schema on its first request, not at start, and validate as before', async () => {
    const fastify = Fastify({ logger: false, schemaController: lazySchemaCompilers });
    // A schema Ajv refuses ("unknown type"): compiled eagerly it would stop ready().
    fastify.get('/broken', { schema: { querystring: { type: 'nope' } } }, async () => 'never');
    fastify.get(
      '/checked',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { n: { type: 'integer', minimum: 1 } },
            required: ['n'],
          },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ n: (request.query as { n: number }).n, dropped: 'not in the schema' }),
    );
    await fastify.ready();

    const ok = await fastify.inject({ url: '/checked?n=3' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { n: 3 }]);
    const refused = await fastify.inject({ url: '/checked?n=0' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'querystring/n must be >= 1']);
    expect((await fastify.inject({ url: '/broken' })).statusCode).toBe(500);
    await fastify.close();
  });
});
