import { request as httpRequest, type Agent } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import friendlyCaptcha from '../../apps/web/src/captcha/friendly-captcha.json' with { type: 'json' };
import { expect } from './fixtures.ts';

/** What the nginx specs (tests/e2e/nginx-*.spec.ts) ask of an nginx they started. */

/** A GET with no redirect followed. */
export const get = (
  request: APIRequestContext,
  origin: string,
  path: string,
  headers: Record<string, string> = {},
) => request.get(`${origin}${path}`, { maxRedirects: 0, headers });

/** The site's security headers as nginx sends them (docs/requirements/deployment.md#content-security-policy). */
export function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  // The lead form's captcha works under it: the provider's site script by exact URL, its widget frame.
  expect(csp).toContain(friendlyCaptcha.scriptUrl);
  expect(csp.split('; ')).toContain(`frame-src ${friendlyCaptcha.apiOrigin}`);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['server']).toBe('nginx'); // server_tokens off: no version
}

/** One POST to nginx on `port` from the given loopback source address (loopback takes any of 127/8). */
export function postFrom(
  port: number,
  address: string,
  path: `/analytics/vital${string}` | `/log/warn${string}`,
  body: unknown,
  headers: Record<string, string> = {},
  agent?: Agent,
): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: address,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string,
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
