import { Agent } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { expect, test } from '@playwright/test';
import { postFrom } from '../support/nginx-requests.ts';
import { useNginx } from '../support/nginx-stack.ts';
import { NGINX_SLOTS, nginxOrigin } from '../support/nginx.ts';

/**
 * What the production nginx config logs (docs/requirements/deployment.md#web-server, decision 0705): no
 * visitor's address, user agent or query string, in the access log or the error log.
 */
const SLOT = NGINX_SLOTS.logs;
const ORIGIN = nginxOrigin(SLOT);
const PORT = Number(new URL(ORIGIN).port);

test.describe('the logs', () => {
  const stack = useNginx(SLOT);

  test('keeps a beacon’s path, status and size, never its address, user agent or query string (a `?token=`)', async () => {
    const answered = await postFrom(
      PORT,
      '127.0.0.77',
      '/analytics/vital?token=SECRET-TOKEN-77',
      vitalReport(),
      {
        'user-agent': 'SECRET-AGENT/77',
      },
    );
    expect(answered.status).toBe(204);
    const page = await fetch(`${ORIGIN}/werkgevers?token=SECRET-TOKEN-78`, {
      headers: { 'user-agent': 'SECRET-AGENT/78' },
    });
    expect(page.status).toBe(200);
    // nginx writes a request's line once it has answered: wait for both lines.
    await expect
      .poll(
        () => stack.nginx.accessLog().filter((line) => /\/analytics\/vital|\/werkgevers/.test(line)).length,
      )
      .toBe(2);
    const lines = stack.nginx.accessLog();
    const beacon = lines.find((line) => line.includes('/analytics/vital'));
    expect(beacon).toMatch(/"POST \/analytics\/vital" 204 0 /);
    expect(lines.find((line) => line.includes('/werkgevers'))).toMatch(/"GET \/werkgevers" 200 \d+ /);
    const all = lines.join('\n');
    for (const secret of ['127.0.0.77', '127.0.0.1', 'SECRET-TOKEN', 'token=', 'SECRET-AGENT'])
      expect(all).not.toContain(secret);
  });

  test('the error log names no visitor when limit_req refuses a flood; the access log counts the 429s', async () => {
    // 300 at once from one visitor, far past 20 a second plus the burst of 100 (nginx.conf's limit_req).
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    const flood = await Promise.all(
      Array.from({ length: 300 }, () =>
        postFrom(PORT, '127.0.0.88', '/log/warn?token=SECRET-TOKEN-88', warnLog(), {}, agent),
      ),
    );
    agent.destroy();
    const refused = flood.filter((r) => r.status === 429 && r.retryAfter === '1').length;
    expect(refused).toBeGreaterThan(0);
    // An operator sees every refusal: one access-log line each, with its status and no address.
    await expect
      .poll(() => stack.nginx.accessLog().filter((line) => /"POST \/log\/warn" 429 /.test(line)).length)
      .toBe(refused);
    const errors = stack.nginx.errorLog().join('\n');
    for (const secret of ['127.0.0.88', 'client:', 'SECRET-TOKEN', 'limiting requests'])
      expect(errors).not.toContain(secret);
  });
});

test.describe('the logs when no replica answers', () => {
  const stack = useNginx(SLOT, {
    // A port nothing listens on: every proxied request fails to connect.
    upstream: async () => {
      const closed = createServer();
      await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((done) => closed.close(done));
      return { port, stop: async () => {} };
    },
  });

  test('a failed upstream is a 502 in the access log, and the error log names no visitor', async () => {
    const answered = await postFrom(
      PORT,
      '127.0.0.99',
      '/analytics/vital?token=SECRET-TOKEN-99',
      vitalReport(),
    );
    expect(answered.status).toBe(502);
    await expect
      .poll(() => stack.nginx.accessLog().some((line) => /"POST \/analytics\/vital" 502 /.test(line)))
      .toBe(true);
    const errors = stack.nginx.errorLog().join('\n');
    for (const secret of ['127.0.0.99', 'client:', 'SECRET-TOKEN']) expect(errors).not.toContain(secret);
  });
});
