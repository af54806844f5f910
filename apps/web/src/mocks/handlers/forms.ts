import {
  ContactRequest,
  EmployerLeadRequest,
  type ContactResponse,
  type EmployerLeadResponse,
  type Session,
} from '@opstap/contracts';
import { checkContact, checkLead, fieldErrors as ruleErrors } from '@opstap/contracts/form-rules';
import { checkPhone } from '@opstap/contracts/phone-rules';
import { http, HttpResponse } from 'msw';
import { LOGGED_IN_USER } from '../data/people.ts';
import { problem } from '../http-problem.ts';
import { jsonBody, mockUrl, scenarioAfterDelay } from '../respond.ts';
import { fieldErrors } from '../validate.ts';

let sequence = 1000;
/** A new id for a created resource, like the platform's. */
export const nextId = (prefix: string) => `${prefix}_${++sequence}`;

/** The employer lead form, the contact form and the session the contact form reads. */
export const formHandlers = [
  http.post(mockUrl('employerLead'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    if (outcome === 'captcha-failed') return problem(403, 'captcha_failed');
    if (outcome === 'invalid') {
      // What only the platform can find: the mail domain takes no mail, the number is not in service.
      return problem(422, 'invalid', [
        { field: 'email', code: 'unreachable' },
        { field: 'phone', code: 'unreachable' },
      ]);
    }
    const body = await jsonBody(request);
    const errors = fieldErrors(EmployerLeadRequest, body);
    if (errors.length > 0) return problem(422, 'invalid', errors);
    // The schema is the shape; the rules (characters as people see them, phone numbers) are the contract's.
    const lead = body as EmployerLeadRequest;
    const refused = ruleErrors(
      checkLead({ ...lead, promotionCode: lead.promotionCode ?? '' }, lead.country, checkPhone),
    );
    if (refused.length > 0) return problem(422, 'invalid', refused);
    return HttpResponse.json<EmployerLeadResponse>({ id: nextId('lead') }, { status: 201 });
  }),

  http.post(mockUrl('contact'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    if (outcome === 'invalid') return problem(422, 'invalid', [{ field: 'email', code: 'unreachable' }]);
    const body = await jsonBody(request);
    const errors = fieldErrors(ContactRequest, body);
    if (errors.length > 0) return problem(422, 'invalid', errors);
    const refused = ruleErrors(checkContact(body as ContactRequest));
    if (refused.length > 0) return problem(422, 'invalid', refused);
    return HttpResponse.json<ContactResponse>({ id: nextId('msg') }, { status: 201 });
  }),

  http.get(mockUrl('session'), async () => {
    const { outcome, session } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    const body: Session =
      session === 'logged-in' ? { authenticated: true, user: LOGGED_IN_USER } : { authenticated: false };
    return HttpResponse.json(body);
  }),
];
