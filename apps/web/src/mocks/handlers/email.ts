import { EmailSettingsUpdate, UnsubscribeRequest } from '@opstap/contracts';
import { http, HttpResponse } from 'msw';
import { emailSettingsFor } from '../data/people.ts';
import { problem } from '../http-problem.ts';
import { jsonBody, mockUrl, scenarioAfterDelay } from '../respond.ts';
import { fieldErrors } from '../validate.ts';

/** Email links carry a signed token of at least 8 characters; anything shorter is not one of ours. */
const MIN_TOKEN = 8;

/** Email settings (plain and branded, told apart by the token) and unsubscribing from one subject. */
export const emailHandlers = [
  http.get(mockUrl('emailSettings'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (outcome === 'unknown-token' || token.length < MIN_TOKEN) return problem(404, 'unknown_token');
    return HttpResponse.json(emailSettingsFor(token));
  }),

  http.put(mockUrl('updateEmailSettings'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    if (outcome === 'unknown-token') return problem(404, 'unknown_token');
    if (outcome === 'invalid') return problem(422, 'invalid', [{ field: 'subjects', code: 'not_allowed' }]);
    const errors = fieldErrors(EmailSettingsUpdate, await jsonBody(request));
    if (errors.length > 0) return problem(422, 'invalid', errors);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(mockUrl('unsubscribe'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    if (outcome === 'unknown-token') return problem(404, 'unknown_token');
    if (outcome === 'invalid') return problem(422, 'invalid', [{ field: 'subject', code: 'not_allowed' }]);
    const errors = fieldErrors(UnsubscribeRequest, await jsonBody(request));
    if (errors.length > 0) return problem(422, 'invalid', errors);
    return new HttpResponse(null, { status: 204 });
  }),
];
