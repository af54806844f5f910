import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node.ts';
import { withMockServer } from '../mocks/with-mock-server.ts';
import { endpointUrl, platformRequest } from './client.ts';
import { PLATFORM_API } from '../config/build-config.ts';

withMockServer();

const leadUrl = `${PLATFORM_API}/v1/employer-leads`;

describe('endpointUrl', () => {
  it('fills path parameters (escaped) and skips undefined query values', () => {
    expect(endpointUrl('npsFeedback', { params: { id: 'nps/1' } })).toBe(
      `${PLATFORM_API}/v1/nps-responses/nps%2F1`,
    );
    expect(endpointUrl('locations', { query: { language: 'nl', country: undefined } })).toBe(
      `${PLATFORM_API}/v1/locations?language=nl`,
    );
  });

  it('refuses a missing path parameter rather than calling a wrong URL', () => {
    expect(() => endpointUrl('npsFeedback')).toThrow(/Missing path parameter "id"/);
  });
});

describe('platformRequest', () => {
  it('sends JSON with the endpoint’s method and returns the parsed body', async () => {
    let seen: { method: string; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(leadUrl, async ({ request }) => {
        seen = {
          method: request.method,
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ id: 'lead_1' }, { status: 201 });
      }),
    );
    const result = await platformRequest('employerLead', { body: { name: 'Eva' } });
    expect(result).toEqual({ kind: 'success', data: { id: 'lead_1' } });
    expect(seen).toEqual({ method: 'POST', type: 'application/json', body: { name: 'Eva' } });
  });

  it('maps a 422 problem to invalid with the first error of each field', async () => {
    server.use(
      http.post(leadUrl, () =>
        HttpResponse.json(
          {
            type: 'x',
            title: 'x',
            status: 422,
            code: 'invalid',
            errors: [
              { field: 'email', code: 'format' },
              { field: 'email', code: 'too_long' },
              { field: 'phone', code: 'required' },
              { field: 'name', code: 'unheard-of' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    expect(await platformRequest('employerLead', { body: {} })).toEqual({
      kind: 'invalid',
      fieldErrors: { email: 'format', phone: 'required' },
    });
  });

  it('maps captcha_failed, other problem codes, and non-JSON error pages', async () => {
    server.use(http.post(leadUrl, () => HttpResponse.json({ code: 'captcha_failed' }, { status: 403 })));
    expect(await platformRequest('employerLead', { body: {} })).toEqual({ kind: 'captcha_failed' });
    server.use(http.post(leadUrl, () => HttpResponse.json({ code: 'rate_limited' }, { status: 429 })));
    expect(await platformRequest('employerLead', { body: {} })).toEqual({
      kind: 'error',
      status: 429,
      code: 'rate_limited',
    });
    server.use(http.post(leadUrl, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    expect(await platformRequest('employerLead', { body: {} })).toEqual({ kind: 'error', status: 502 });
  });

  it('returns error status 0 when the network fails', async () => {
    server.use(http.post(leadUrl, () => HttpResponse.error()));
    expect(await platformRequest('employerLead', { body: {} })).toEqual({ kind: 'error', status: 0 });
  });

  it('treats 204 as success with no data', async () => {
    server.use(
      http.post(`${PLATFORM_API}/v1/unsubscriptions`, () => new HttpResponse(null, { status: 204 })),
    );
    expect(await platformRequest('unsubscribe', { body: {} })).toEqual({ kind: 'success', data: undefined });
  });

  it('rethrows an abort the caller asked for', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(platformRequest('locations', { signal: controller.signal })).rejects.toThrow();
  });
});
