import type { NpsRequest, NpsResponse } from '@opstap/contracts';
import { platformRequest } from './client.ts';

/** POST /v1/nps-responses: stores the confirmed score; the answer's id takes the optional feedback. */
export function submitNpsScore(request: NpsRequest) {
  return platformRequest<NpsResponse>('nps', { body: request });
}
