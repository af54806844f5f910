import { EmailSettingsUpdate, UnsubscribeRequest } from '@opstap/contracts';
import { isEmailToken } from '@opstap/contracts/form-rules';
import { http, HttpResponse } from 'msw';
import { emailSettingsFor } from '../data/people.ts';
import { problem } from '../http-problem.ts';
import { jsonBody, mockUrl, scenarioAfterDelay } from '../respond.ts';
import { fieldErrors } from '../validate.ts';

/**
 * A token the platform could never have issued is answered like an unknown one (404 `unknown_token`), on
 * every email endpoint: to the person both mean the link cannot be used (docs/requirements/forms.md#unsubscribe).
 */
const tokenOf = (body: unknown): unknown => (body as { token?: unknown } | undefined)?.token;

/** Email settings (plain and branded, told apart by the token) and unsubscribing from one subject. */
export const emailHandlers = [
  http.get(mockUrl('emailSettings'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (outcome === 'unknown-token' || !isEmailToken(token)) return problem(404, 'unknown_token');
    return HttpResponse.json(emailSettingsFor(token));
  }),

  http.put(mockUrl('updateEmailSettings'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    const body = await jsonBody(request);
    if (outcome === 'unknown-token' || !isEmailToken(tokenOf(body) as string)) {
      return problem(404, 'unknown_token');
    }
    if (outcome === 'invalid') return problem(422, 'invalid', [{ field: 'subjects', code: 'not_allowed' }]);
    const errors = fieldErrors(EmailSettingsUpdate, body);
    if (errors.length > 0) return problem(422, 'invalid', errors);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(mockUrl('unsubscribe'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    const body = await jsonBody(request);
    if (outcome === 'unknown-token' || !isEmailToken(tokenOf(body) as string)) {
      return problem(404, 'unknown_token');
    }
    if (outcome === 'invalid') return problem(422, 'invalid', [{ field: 'subject', code: 'not_allowed' }]);
    const errors = fieldErrors(UnsubscribeRequest, body);
    if (errors.length > 0) return problem(422, 'invalid', errors);
    return new HttpResponse(null, { status: 204 });
  }),
];
