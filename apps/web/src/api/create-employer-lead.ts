import type { EmployerLeadRequest, EmployerLeadResponse } from '@opstap/contracts';
import { platformRequest } from './client.ts';

/** POST /v1/employer-leads: the employer lead form (403 `captcha_failed` when the captcha is refused). */
export function createEmployerLead(lead: EmployerLeadRequest) {
  return platformRequest<EmployerLeadResponse>('employerLead', { body: lead });
}
