import { readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import type { Page } from '@playwright/test';
import { vitalReport } from '@opstap/contracts/fixtures';
import { expectNoAxeViolations } from '../support/axe.ts';
import { importRows, openView, useSeededDashboard } from '../support/dashboard-page.ts';
import { DAYS, dayAt, seedVitals } from '../support/dashboard-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { TEST_ANALYTICS_TOKEN } from '../support/telemetry-process.ts';

/**
 * The analyst's question 9 (README, "The analyst's twelve questions"): an export while the service
 * ingests, walked through the dashboard's Export view over the seeded store of support/dashboard-seed.ts,
 * in a browser whose days are UTC's. The file the browser saves holds exactly the seeded rows of the window
 * while beacons keep arriving (each answered 204); an export turned away for want of a slot
 * (EXPORT_CONCURRENCY, 1 here as by default) shows the service's own words and wait in the view, and its
 * Retry downloads once the slot is free (docs/requirements/telemetry-service.md#query-api).
 */

test.use({ timezoneId: 'UTC' });
test.describe.configure({ mode: 'serial' });

const now = Date.now();
const dashboard = useSeededDashboard(now);

/** The window: seed days 5 to 9, whole UTC days. */
const utcDay = (d: number) => dayAt(d, now).toISOString().slice(0, 10);
const FROM = utcDay(5);
const TO = utcDay(9);
const FILE = `opstap-vitals-${FROM}--${TO}.csv`;

/** RFC 4180 CSV, as the export writes it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) cell += c;
    else if (c === ',') endCell();
    else if (c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** The Export view through the navigation, its table, format and a custom window chosen in its filters. */
async function chooseExport(page: Page): Promise<void> {
  await openView(page, dashboard.origin, '/');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Export' }).click();
  await expect(page.getByRole('heading', { name: 'Export', level: 1 })).toBeVisible();
  await page.locator('select[name="table"]').selectOption('vitals');
  await page.locator('select[name="format"]').selectOption('csv');
  await page.locator('select[name="days"]').selectOption('custom');
  await page.locator('input[name="from"]').fill(FROM);
  await page.locator('input[name="to"]').fill(TO);
  await expect(page).toHaveURL(new RegExp(`from=${FROM}.*to=${TO}`));
  await expect(page.getByText(FILE, { exact: true })).toBeVisible();
}

/** The view in its present state is axe-clean and never scrolls sideways, at a phone's and a laptop's width. */
async function holdsAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
}

/**
 * Beacons posted one after another until `done` settles (at most `limit`, under the service's rate limit),
 * each a page view's five reports from now (outside the window). Each one's status and time span is kept.
 */
async function postBeacons(done: Promise<unknown>, limit = 300) {
  let finished = false;
  void done.finally(() => (finished = true));
  const sent: { status: number; start: number; end: number }[] = [];
  while (!finished && sent.length < limit) {
    const start = performance.now();
    const page = `export-concurrent-${sent.length}`;
    const response = await fetch(`${dashboard.origin}/analytics/vital`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        (['TTFB', 'FCP', 'LCP', 'INP', 'CLS'] as const).map((name) =>
          vitalReport({
            name,
            value: name === 'CLS' ? 0.01 : 900,
            id: `${page}-${name}`,
            path: '/employers',
          }),
        ),
      ),
    });
    await response.arrayBuffer();
    sent.push({ status: response.status, start, end: performance.now() });
  }
  return sent;
}

test('9. an export while the service ingests: Export, vitals as CSV over a custom window', async ({
  page,
}) => {
  await chooseExport(page);
  await expect(page.locator('pre.command')).toContainText(
    `/analytics/export?format=csv&from=${FROM}T00%3A00%3A00.000Z&table=vitals&to=`,
  );
  await expect(page.locator('pre.command')).not.toContainText(TEST_ANALYTICS_TOKEN);

  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/analytics/export');
  const downloaded = page.waitForEvent('download');
  let clicked = 0;
  let arrived = 0;
  const saved = downloaded.then(() => (arrived = performance.now()));
  const beacons = postBeacons(saved);
  clicked = performance.now();
  await page.getByRole('button', { name: 'Download' }).click();
  const request = await asked;
  // The token travels in the header, never in the URL.
  expect(await request.headerValue('authorization')).toBe(`Bearer ${TEST_ANALYTICS_TOKEN}`);
  expect(request.url()).not.toContain(TEST_ANALYTICS_TOKEN);
  const download = await downloaded;
  const sent = await beacons;

  expect(download.suggestedFilename()).toBe(FILE);
  const file = await readFile(await download.path());
  await expect(page.getByTestId('export-saved')).toHaveText(
    `Saved ${FILE}: ${file.byteLength.toLocaleString('en-GB')} bytes.`,
  );
  await holdsAtBothWidths(page);
  const rows = parseCsv(file.toString('utf8'));
  const expected = seedVitals(now).filter((row) => {
    const day = row.receivedAt.slice(0, 10);
    return day >= FROM && day <= TO;
  });
  expect(expected.length).toBe((5 * seedVitals(now).length) / DAYS);
  expect(rows.length).toBe(expected.length);
  expect(new Set(rows.map((row) => row.id))).toEqual(new Set(expected.map((row) => row.id)));
  expect(rows.filter(({ received_at: at = '' }) => at < FROM || at >= `${TO}T24`)).toEqual([]);

  // Beacons went on while the export ran, and every one was taken.
  test.info().annotations.push({
    type: 'beacons',
    description: `${sent.length} posted, ${sent.filter((b) => b.start <= arrived && b.end >= clicked).length} while the export ran`,
  });
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((beacon) => beacon.status !== 204)).toEqual([]);
  expect(sent.some((beacon) => beacon.start <= arrived && beacon.end >= clicked)).toBe(true);
  // And stored: each beacon's TTFB is a page view of today, a day the seed has none of.
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(async () => {
      const response = await fetch(`${dashboard.origin}/analytics/vitals/summary?metric=TTFB&from=${today}`, {
        headers: { authorization: `Bearer ${TEST_ANALYTICS_TOKEN}` },
      });
      const body = (await response.json()) as { rows: { count: number }[] };
      return body.rows[0]?.count ?? 0;
    })
    .toBe(sent.length);
});

/** Rows far from the window, enough that their export cannot fit in the sockets' buffers while unread. */
const BULK_ROWS = 30_000;
const BULK_DAY = '2020-01-01';

/**
 * An export that holds the only slot: a request whose answer is not read, so the service cannot finish
 * sending it. Resolves once the answer has begun (the slot is taken by then).
 */
async function holdExportSlot(origin: string): Promise<Socket> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.write(
    `GET /analytics/export?table=vitals&format=ndjson&from=2000-01-01 HTTP/1.1\r\n` +
      `host: ${hostname}:${port}\r\nauthorization: Bearer ${TEST_ANALYTICS_TOKEN}\r\n\r\n`,
  );
  await once(socket, 'readable');
  return socket;
}

test('9. a busy service: its 503 and wait show in the view, and Retry downloads once the slot is free', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 503/);
  const bulk = Array.from({ length: BULK_ROWS }, (_, i) => ({
    ...vitalReport({ name: 'LCP', value: 1000 + (i % 500), id: `export-bulk-${i}`, path: '/employers' }),
    attribution: { target: 'main > section.company-hero > picture > img.hero-image-of-the-employer-page' },
    receivedAt: new Date(Date.parse(`${BULK_DAY}T00:00:00Z`) + i * 1000).toISOString(),
  }));
  await importRows(dashboard.origin, 'vitals', bulk);

  await chooseExport(page);
  const held = await holdExportSlot(dashboard.origin);
  let freed = false;
  try {
    await page.getByRole('button', { name: 'Download' }).click();
    const error = page.getByTestId('export-error');
    await expect(error).toContainText(
      'The export was refused (503): 1 export is running (EXPORT_CONCURRENCY): try again when it is done',
    );
    await expect(error).toContainText('The service asks to wait 60 s before trying again.');
    await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Export', level: 1 })).toBeVisible();
    await holdsAtBothWidths(page);

    held.destroy();
    freed = true;
    // The slot is free once the service has seen the client go: an export of an empty window answers 200.
    await expect
      .poll(async () => {
        const response = await fetch(
          `${dashboard.origin}/analytics/export?table=vitals&from=2001-01-01&to=2001-01-02`,
          {
            headers: { authorization: `Bearer ${TEST_ANALYTICS_TOKEN}` },
          },
        );
        await response.arrayBuffer();
        return response.status;
      })
      .toBe(200);
    const downloaded = page.waitForEvent('download');
    await error.getByRole('button', { name: 'Retry' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(FILE);
    const rows = parseCsv((await readFile(await download.path())).toString('utf8'));
    expect(rows.length).toBe((5 * seedVitals(now).length) / DAYS);
    await expect(page.getByTestId('export-error')).toHaveCount(0);
  } finally {
    if (!freed) held.destroy();
  }
});
