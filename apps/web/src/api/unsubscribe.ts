import type { UnsubscribeRequest } from '@opstap/contracts';
import { platformRequest } from './client.ts';

/** POST /v1/unsubscriptions: stops one email subject (of one company, for branded mail). */
export function unsubscribe(request: UnsubscribeRequest) {
  return platformRequest<undefined>('unsubscribe', { body: request });
}
