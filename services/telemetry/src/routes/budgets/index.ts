import type { FastifyPluginAsync } from 'fastify';
import { requireBearer } from '../../auth/require-bearer.ts';
import type { TokenSet } from '../../auth/token-set.ts';
import readBudgets from './read-budgets.ts';
import writeBudgets from './write-budgets.ts';

export interface BudgetsApiOptions {
  /** The read tokens (ANALYTICS_TOKEN): the budgets and the history. */
  read: TokenSet;
  /** The operator tokens (OPERATOR_TOKEN): setting and deleting a budget (docs/decisions/0142-who-sets-budgets.md). */
  write: TokenSet;
}

/**
 * Budgets and their alerts under `/analytics` (docs/requirements/telemetry-service.md#budgets-and-alerts):
 * `GET /budgets` and `GET /alerts` with a read token; `PUT` and `DELETE /budgets/{screen}/{device}/{metric}`
 * with an operator token, since a budget decides who is paged (decision 0142). Each in its own encapsulated
 * context, so each bearer check covers exactly its routes. app.ts leaves it out when QUERY_API=off.
 */
const budgets: FastifyPluginAsync<BudgetsApiOptions> = async (fastify, options) => {
  await fastify.register(async (reads) => {
    reads.addHook('preValidation', requireBearer(options.read, 'opstap-analytics'));
    await reads.register(readBudgets);
  });
  await fastify.register(async (writes) => {
    writes.addHook('preValidation', requireBearer(options.write, 'opstap-operator'));
    await writes.register(writeBudgets);
  });
};

export default budgets;
