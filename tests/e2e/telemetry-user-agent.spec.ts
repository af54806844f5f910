import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import type { SummaryRow, WarningRow } from '@opstap/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { TELEMETRY_ORIGIN } from '../support/ports.ts';
import { E2E_ANALYTICS_TOKEN, E2E_IMPORT_TOKEN } from '../support/telemetry.ts';

/**
 * One user-agent vocabulary end to end (docs/decisions/0120-user-agent-vocabulary.md): the same browser
 * reaches the store by three paths, and an analyst sees one group, not two spellings of it:
 * 1. the web app in real Chromium, given that browser's User-Agent Client Hints, fills the fields itself;
 * 2. a beacon without them, which the service completes from the User-Agent header;
 * 3. an import of rows named as other tools (and the web app's old parser) named them.
 * A warn log with that User-Agent lands under the same browser name among warnings.
 */
const auth = { authorization: `Bearer ${E2E_ANALYTICS_TOKEN}` };

interface Case {
  name: string;
  userAgent: string;
  /** The Client Hints a real one exposes (CDP `UserAgentMetadata`). */
  metadata: {
    brands: { brand: string; version: string }[];
    platform: string;
    platformVersion: string;
    mobile: boolean;
  };
  /** Names as the web app's old parser wrote them, for the import. */
  imported: { browser: string; os: string };
  stored: { browser: string; os: string };
}

const CASES: Case[] = [
  {
    name: 'Edge on Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
    metadata: {
      brands: [
        { brand: 'Not)A;Brand', version: '24' },
        { brand: 'Chromium', version: '140' },
        { brand: 'Microsoft Edge', version: '140' },
      ],
      platform: 'Windows',
      platformVersion: '15.0.0',
      mobile: false,
    },
    imported: { browser: 'Microsoft Edge', os: 'Windows' },
    stored: { browser: 'Edge', os: 'Windows' },
  },
  {
    name: 'Chrome on ChromeOS',
    userAgent:
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    metadata: {
      brands: [
        { brand: 'Google Chrome', version: '140' },
        { brand: 'Not)A;Brand', version: '24' },
        { brand: 'Chromium', version: '140' },
      ],
      platform: 'Chrome OS',
      platformVersion: '16002.44.0',
      mobile: false,
    },
    imported: { browser: 'Google Chrome', os: 'Chrome OS' },
    stored: { browser: 'Chrome', os: 'ChromeOS' },
  },
];

/** Hides the page as a tab switch does, so the web app sends its vitals. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** The rows of a query API answer: `Row` is the answer's row type (a summary's, the warnings'…). */
async function rows<Row>(request: APIRequestContext, url: string): Promise<Row[]> {
  const response = await request.get(`${TELEMETRY_ORIGIN}${url}`, { headers: auth });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { rows: Row[] }).rows;
}

for (const c of CASES) {
  test(`${c.name}: Client Hints, the User-Agent header and an import land in one group`, async ({
    page,
    request,
  }) => {
    const from = new Date(Date.now() - 1000).toISOString();
    // This browser's User-Agent header and Client Hints, for the page and every request it makes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', {
      userAgent: c.userAgent,
      userAgentMetadata: { ...c.metadata, architecture: 'x86', model: '' },
    });
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/analytics/vital')
        sent.push(...(JSON.parse(r.postData() ?? '[]') as Record<string, unknown>[]));
    });
    await page.goto('/werkgevers');
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    await hide(page);
    await expect.poll(() => sent.some((r) => r.name === 'TTFB'), { timeout: 30_000 }).toBe(true);
    // Path 1 really took the hints: the page named the browser itself.
    expect(sent.find((r) => r.name === 'TTFB')).toMatchObject(c.stored);

    // Path 2: no names in the body; the service reads the header.
    const {
      browser: _b,
      browserVersion: _bv,
      os: _o,
      osVersion: _ov,
      device: _d,
      ...bare
    } = vitalReport({
      name: 'TTFB',
      path: '/werkgevers',
      id: `ua-header-${c.stored.os}-${Date.now()}`,
    });
    const header = await request.post(`${TELEMETRY_ORIGIN}/analytics/vital`, {
      headers: { 'content-type': 'application/json', 'user-agent': c.userAgent },
      data: bare,
    });
    expect(header.status()).toBe(204);

    // Path 3: a backfill in the old spellings.
    const line = {
      ...vitalReport({ name: 'TTFB', path: '/werkgevers', id: `ua-import-${c.stored.os}-${Date.now()}` }),
      ...c.imported,
      // A desktop, as the browser is: the other telemetry tests count the phones' page views.
      device: 'desktop',
      receivedAt: new Date().toISOString(),
    };
    const imported = await request.post(`${TELEMETRY_ORIGIN}/analytics/import?table=vitals`, {
      headers: { authorization: `Bearer ${E2E_IMPORT_TOKEN}`, 'content-type': 'application/x-ndjson' },
      data: `${JSON.stringify(line)}\n`,
    });
    expect(await imported.json()).toMatchObject({ imported: 1, rejected: 0 });

    // A warn log from the same browser, on a path of its own.
    const warnPath = `/ua-vocabulary-${c.stored.os}-${Date.now()}`;
    const warn = await request.post(`${TELEMETRY_ORIGIN}/log/warn`, {
      headers: { 'content-type': 'application/json', 'user-agent': c.userAgent },
      data: warnLog({ userAgent: c.userAgent, path: warnPath }),
    });
    expect(warn.status()).toBe(204);

    // Only this test sends this OS: its three TTFB reports are one browser, under one OS name.
    const byBrowser = `/analytics/vitals/summary?metric=TTFB&groupBy=browser,os&from=${encodeURIComponent(from)}`;
    await expect
      .poll(
        async () => (await rows<SummaryRow>(request, byBrowser)).filter((r) => r.group.os === c.stored.os),
        {
          timeout: 30_000,
        },
      )
      .toEqual([
        expect.objectContaining({ group: { browser: c.stored.browser, os: c.stored.os }, count: 3 }),
      ]);
    await expect
      .poll(
        () =>
          rows<WarningRow>(
            request,
            `/analytics/warnings?groupBy=browser&path=${encodeURIComponent(warnPath)}`,
          ),
        {
          timeout: 30_000,
        },
      )
      .toEqual([expect.objectContaining({ key: c.stored.browser, count: 1 })]);
  });
}
