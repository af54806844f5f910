import { Agent } from 'node:http';
import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { expect, test } from '@playwright/test';
import { postFrom } from '../support/nginx-requests.ts';
import { useNginx } from '../support/nginx-stack.ts';
import { NGINX_SLOTS, nginxOrigin } from '../support/nginx.ts';

/**
 * The per-visitor limits behind the production nginx config (docs/requirements/deployment.md#web-server,
 * decision 0111): nginx's limit_req for the whole site, each replica's own as the backstop.
 */
const SLOT = NGINX_SLOTS.rateLimits;
const ORIGIN = nginxOrigin(SLOT);
const PORT = Number(new URL(ORIGIN).port);

test.describe('per-visitor rate limits through nginx', () => {
  // A service of its own with a small per-minute limit, so its buckets show within a few requests; nginx's
  // limit_req (20 a second, burst 100) is the production one, unchanged.
  const SERVICE_LIMIT = 5;
  useNginx(SLOT, { telemetryEnv: { RATE_LIMIT_PER_MINUTE: String(SERVICE_LIMIT) } });

  test('the service gives two visitors behind nginx two buckets, whatever X-Forwarded-For a visitor sends', async () => {
    const statuses = async (address: string, count: number, headers: Record<string, string> = {}) => {
      const seen: number[] = [];
      for (let i = 0; i < count; i += 1) {
        seen.push(
          (await postFrom(PORT, address, '/analytics/vital', vitalReport({ path: '/buckets' }), headers))
            .status,
        );
      }
      return seen;
    };
    // Visitor A spends its bucket; a forged X-Forwarded-For does not buy a fresh one (nginx appends
    // the address it saw, and the service trusts only nginx's: TRUST_PROXY).
    expect(await statuses('127.0.0.2', SERVICE_LIMIT)).toEqual(Array(SERVICE_LIMIT).fill(204));
    const over = await postFrom(PORT, '127.0.0.2', '/analytics/vital', vitalReport(), {
      'x-forwarded-for': '203.0.113.1',
    });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body)).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(over.retryAfter)).toBeGreaterThan(1); // the service's minute, not nginx's second
    // Visitor B, same nginx, same service: its own bucket.
    expect(await statuses('127.0.0.3', SERVICE_LIMIT)).toEqual(Array(SERVICE_LIMIT).fill(204));
  });

  test('nginx’s limit_req answers 429 to a visitor past its rate while another visitor is still served', async () => {
    // 300 requests at once from one visitor, far past 20 a second plus the burst of 100.
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    const flood = await Promise.all(
      Array.from({ length: 300 }, () => postFrom(PORT, '127.0.0.4', '/log/warn', warnLog(), {}, agent)),
    );
    agent.destroy();
    // nginx's own refusals carry its one-second Retry-After; the service's (past its 5) say a minute.
    const byNginx = flood.filter((r) => r.status === 429 && r.retryAfter === '1');
    expect(byNginx.length).toBeGreaterThan(0);
    expect(JSON.parse(byNginx[0]?.body ?? '{}')).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
    });
    expect(flood.filter((r) => r.status === 204).length).toBeLessThanOrEqual(SERVICE_LIMIT);
    // Meanwhile another visitor is served: nginx passes it on and the service stores it.
    expect((await postFrom(PORT, '127.0.0.5', '/log/warn', warnLog())).status).toBe(204);
  });
});
