import { vitalReport } from '@opstap/contracts/fixtures';
import { MAX_BATCH } from '@opstap/contracts';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, until, type Running } from '../test/support/process.ts';
import { auth, OPERATOR_TOKEN, SITE, TOKEN } from '../test/support/app.ts';

/**
 * The release gate end to end (docs/requirements/telemetry-service.md#release-gate): the repository's CI
 * command (`opstap-release-gate`, packages/devtools) against the real service (`node dist/server.js`)
 * seeded with three releases of one page family: 1.1.0 a copy of 1.0.0's values, 1.2.0 three times slower.
 * Each exit code is checked: 0 pass, 1 fail, 2 cannot tell (too few values; the service unreachable or
 * refusing the token), 64 a usage error.
 */
const GATE = createRequire(import.meta.url).resolve('@opstap/devtools/bin/release-gate.mjs');

function gate(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [GATE, ...args],
      { env: { PATH: process.env.PATH, ANALYTICS_TOKEN: TOKEN, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

let folder: string;
let server: Running;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'opstap-gate-'));
  server = await startServer({
    DUCKDB_PATH: join(folder, 'vitals.duckdb'),
    OPERATOR_TOKEN,
    FLUSH_INTERVAL_MS: '10',
    ALERT_CHECK_INTERVAL_MS: '0',
  });
  // 200 LCP values per release on the employers' page on mobile, spread from 1,000 to 1,995 ms.
  const spread = (scale: number) => Array.from({ length: 200 }, (_, i) => (1000 + 5 * i) * scale);
  for (const [appVersion, scale] of [
    ['1.0.0', 1],
    ['1.1.0', 1],
    ['1.2.0', 3],
  ] as const) {
    const reports = spread(scale).map((value) =>
      vitalReport({ name: 'LCP', value, appVersion, path: '/werkgevers', device: 'mobile' }),
    );
    for (let i = 0; i < reports.length; i += MAX_BATCH) {
      const response = await fetch(`${server.url}/analytics/vital`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
        body: JSON.stringify(reports.slice(i, i + MAX_BATCH)),
      });
      expect(response.status).toBe(204);
    }
  }
  await until('600 values stored', async () => {
    const response = await fetch(`${server.url}/analytics/vitals/summary?metric=LCP&groupBy=appVersion`, {
      headers: auth,
    });
    const body = (await response.json()) as { rows: { count: number }[] };
    return body.rows.reduce((sum, row) => sum + row.count, 0) === 600;
  });
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

describe('the release gate command against the real service', () => {
  it('exits 0 for a release that is no worse, 1 naming the group that got worse', async () => {
    const pass = await gate(['--url', server.url, '--baseline', '1.0.0', '--candidate', '1.1.0']);
    expect(pass.stdout).toMatch(/^release-gate: PASS: No group of the \d+ tested got significantly worse/);
    expect(pass.code).toBe(0);
    const fail = await gate(['--url', server.url, '--baseline', '1.0.0', '--candidate', '1.2.0']);
    expect(fail.stdout).toMatch(/^release-gate: FAIL: 1\.2\.0 is significantly worse than 1\.0\.0/);
    expect(fail.stdout).toContain('LCP employers mobile');
    expect(fail.code).toBe(1);
  });

  it('compares the budgeted groups once a budget is set, and says so', async () => {
    const put = await fetch(`${server.url}/analytics/budgets/employers/mobile/LCP`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p75Limit: 2500 }),
    });
    expect(put.status).toBe(200);
    const fail = await gate(['--url', server.url, '--baseline', '1.0.0', '--candidate', '1.2.0', '--json']);
    expect(fail.code).toBe(1);
    const answer = JSON.parse(fail.stdout);
    expect(answer).toMatchObject({
      verdict: 'fail',
      scope: 'budgets',
      correction: { method: 'holm', tests: 1 },
    });
    expect(answer.worse).toMatchObject([
      { screen: 'employers', device: 'mobile', metric: 'LCP', p75Limit: 2500, verdict: 'worse' },
    ]);
  });

  it('exits 2 when it cannot tell: too few values, a service that is down, a token refused', async () => {
    const unseen = await gate(['--url', server.url, '--baseline', '1.0.0', '--candidate', '9.9.9']);
    expect(unseen.stdout).toMatch(/UNKNOWN: No group has 50 values of both 1\.0\.0 and 9\.9\.9/);
    expect(unseen.code).toBe(2);
    const down = await gate(['--url', 'http://127.0.0.1:1', '--baseline', '1.0.0', '--candidate', '1.2.0']);
    expect(down.stderr).toMatch(/cannot tell: http:\/\/127\.0\.0\.1:1 is unreachable/);
    expect(down.code).toBe(2);
    const refused = await gate(['--url', server.url, '--baseline', '1.0.0', '--candidate', '1.2.0'], {
      ANALYTICS_TOKEN: 'not-the-token-0123456789abcdefghijklmnopqrstuv',
    });
    expect(refused.stderr).toMatch(/answered 401/);
    expect(refused.code).toBe(2);
  });

  it('exits 64 on a usage error', async () => {
    expect((await gate(['--url', server.url, '--baseline', '1.0.0'])).code).toBe(64);
    expect((await gate(['--baseline', '1', '--candidate', '2'], { ANALYTICS_TOKEN: '' })).code).toBe(64);
  });
});
