import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlertsResponse, BudgetsResponse } from '@opstap/contracts';
import { Type } from 'typebox';
import { errorRef } from '../error-schema.ts';

const HistoryQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.String({ pattern: '^[1-9][0-9]{0,3}$', description: 'At most this many events (1–1000; 100).' }),
    ),
  },
  { additionalProperties: false },
);

const MAX_HISTORY = 1000;

/** `GET /analytics/budgets` (each budget with its state, and how checks run) and `GET /analytics/alerts`. */
const readBudgets: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ analyticsToken: [] }];
  const unauthorized = { 401: errorRef('Missing or wrong bearer token.') };
  fastify.get(
    '/budgets',
    {
      schema: {
        summary: 'The budgets (p75 limit per page family × device × metric), each with its state',
        tags: ['alerts'],
        security,
        response: { 200: BudgetsResponse, ...unauthorized },
      },
    },
    async () => {
      const { settings } = fastify.alerting;
      return {
        checks: {
          enabled: settings.intervalMs > 0,
          intervalMs: settings.intervalMs,
          windowMs: settings.windowMs,
          toFire: settings.toFire,
          toResolve: settings.toResolve,
          minSamples: settings.minSamples,
          webhooks: settings.webhooks.length,
        },
        budgets: await fastify.alerting.budgets(),
      };
    },
  );
  fastify.get(
    '/alerts',
    {
      schema: {
        summary: 'Firings and resolutions, newest first, with each webhook delivery',
        tags: ['alerts'],
        security,
        querystring: HistoryQuery,
        response: { 200: AlertsResponse, 400: errorRef('A bad limit.'), ...unauthorized },
      },
    },
    async (request) => ({
      events: await fastify.alerting.history(Math.min(Number(request.query.limit ?? 100), MAX_HISTORY)),
    }),
  );
};

export default readBudgets;
