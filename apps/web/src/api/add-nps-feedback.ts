import type { NpsFeedback } from '@opstap/contracts';
import { platformRequest } from './client.ts';

/** PATCH /v1/nps-responses/{id}: the optional reason and rated aspects of a stored score. */
export function addNpsFeedback(responseId: string, feedback: NpsFeedback) {
  return platformRequest<undefined>('npsFeedback', { params: { id: responseId }, body: feedback });
}
