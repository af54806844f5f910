import { NPS_ASPECTS, NpsFeedback, NpsRequest, type FieldError, type NpsResponse } from '@opstap/contracts';
import { checkNpsReason, fieldErrors as ruleErrors } from '@opstap/contracts/form-rules';
import { http, HttpResponse } from 'msw';
import { problem } from '../http-problem.ts';
import { jsonBody, mockUrl, scenarioAfterDelay } from '../respond.ts';
import { fieldErrors } from '../validate.ts';
import { nextId } from './forms.ts';

/** Stored scores: response id → audience, so the feedback's aspects can be checked against it. */
const responses = new Map<string, keyof typeof NPS_ASPECTS>();

function unknownAspects(
  ratings: Record<string, number> | undefined,
  audience: keyof typeof NPS_ASPECTS,
): FieldError[] {
  const allowed: readonly string[] = NPS_ASPECTS[audience];
  return Object.keys(ratings ?? {}).some((aspect) => !allowed.includes(aspect))
    ? [{ field: 'ratings', code: 'not_allowed' }]
    : [];
}

/** The NPS surveys: a confirmed score, then the optional reason and rated aspects. */
export const surveyHandlers = [
  http.post(mockUrl('nps'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    if (outcome === 'invalid') return problem(422, 'invalid', [{ field: 'score', code: 'format' }]);
    const body = await jsonBody(request);
    const errors = fieldErrors(NpsRequest, body);
    if (errors.length > 0) return problem(422, 'invalid', errors);
    const valid = body as NpsRequest;
    const aspectErrors = unknownAspects(valid.ratings, valid.audience);
    if (aspectErrors.length > 0) return problem(422, 'invalid', aspectErrors);
    const id = nextId('nps');
    responses.set(id, valid.audience);
    return HttpResponse.json<NpsResponse>({ id }, { status: 201 });
  }),

  http.patch(mockUrl('npsFeedback'), async ({ request, params }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    if (outcome === 'invalid') return problem(422, 'invalid', [{ field: 'reason', code: 'too_long' }]);
    const audience = responses.get(String(params.id));
    if (!audience || outcome === 'unknown-token') return problem(404, 'unknown_token');
    const body = await jsonBody(request);
    const errors = fieldErrors(NpsFeedback, body);
    if (errors.length > 0) return problem(422, 'invalid', errors);
    const refused = ruleErrors(checkNpsReason((body as NpsFeedback).reason ?? ''));
    if (refused.length > 0) return problem(422, 'invalid', refused);
    const aspectErrors = unknownAspects((body as NpsFeedback).ratings, audience);
    if (aspectErrors.length > 0) return problem(422, 'invalid', aspectErrors);
    return new HttpResponse(null, { status: 204 });
  }),
];
