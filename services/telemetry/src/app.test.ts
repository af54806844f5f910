import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import app from './app.ts';

describe('app', () => {
  it('answers GET /healthz', async () => {
    const fastify = Fastify();
    await fastify.register(app);
    const response = await fastify.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await fastify.close();
  });
});
