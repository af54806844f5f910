import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Budget, BudgetInput, BudgetKey } from '@opstap/contracts';
import { SCREEN_NAMES } from '@opstap/routes';
import { Type } from 'typebox';
import { BadRequest } from '../../plugins/errors.ts';
import { errorRef } from '../error-schema.ts';

/** `PUT` and `DELETE /analytics/budgets/{screen}/{device}/{metric}`, with an operator token (decision 0142). */
const writeBudgets: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ operatorToken: [] }];
  const unauthorized = { 401: errorRef('No valid operator token (OPERATOR_TOKEN).') };
  fastify.put(
    '/budgets/:screen/:device/:metric',
    {
      schema: {
        summary: 'Sets a budget: the p75 limit of one page family × device × metric (created or replaced)',
        tags: ['alerts'],
        security,
        params: BudgetKey,
        body: BudgetInput,
        response: {
          200: Budget,
          400: errorRef('A bad page family, device, metric or limit.'),
          ...unauthorized,
        },
      },
    },
    async (request) => {
      // The pattern admits any screen-like name; only the route table's page families have values.
      if (!(SCREEN_NAMES as readonly string[]).includes(request.params.screen))
        throw new BadRequest('params/screen', `must be one of ${SCREEN_NAMES.join(', ')}`);
      return fastify.alerting.putBudget(request.params, request.body);
    },
  );
  fastify.delete(
    '/budgets/:screen/:device/:metric',
    {
      schema: {
        summary: 'Deletes a budget and its state',
        tags: ['alerts'],
        security,
        params: BudgetKey,
        response: { 204: Type.Null(), 404: errorRef('No such budget.'), ...unauthorized },
      },
    },
    async (request, reply) => {
      if (!(await fastify.alerting.deleteBudget(request.params))) {
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: 'no budget is set for this page family, device and metric',
        });
      }
      return reply.code(204).send(null);
    },
  );
};

export default writeBudgets;
