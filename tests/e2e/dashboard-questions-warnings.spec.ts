import type { StoredVital, StoredWarning } from '@opstap/contracts';
import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { checkView, importRows, openView } from '../support/dashboard-page.ts';
import { quantile } from '../support/dashboard-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { startTelemetry } from '../support/telemetry-process.ts';

/**
 * The analyst's questions 7 and 8 (README, "The analyst's twelve questions") walked in the dashboard over a
 * service of its own with a known story, asserting the figures the analyst reads:
 * 7. Which connection types and countries suffer? Segments, by connection type, then by country: 3g on mobile
 *    is the slowest connection, the United Kingdom's version the slower country; a group of ten samples is
 *    listed last, insufficient, never ranked.
 * 8. Which chunk failures spiked, where, in which browsers, per 1,000 page views? Warnings: the chunk class
 *    with its exact count (a second class that shares its text up to the first star is not counted in it),
 *    its spike day, its pages ranked by rate among pages with enough page views (five company pages with one
 *    warning on two page views each are left out, and said to be), its browsers, and a browser filter.
 */

const DAY_MS = 86_400_000;
const now = Date.now();
/** `d` days ago at noon UTC: inside the default 28-day window, and a day of its own whatever the zone. */
const dayAt = (d: number) => {
  const day = new Date(now - d * DAY_MS);
  day.setUTCHours(12, 0, 0, 0);
  return day;
};
const dayKey = (d: number) => dayAt(d).toISOString().slice(0, 10);

// Question 7: LCP per connection type, country and device, yesterday.
const CONNECTIONS = { '4g': 1500, '3g': 3000 } as const;
const COUNTRY_EXTRA = { nl: 0, gb: 400 } as const;
const DEVICE_EXTRA = { mobile: 1000, desktop: 0 } as const;
const SAMPLES = 60;
/** Ten samples of 2g, slower than all: too few to rank. */
const FEW_2G = 10;
const lcpOf = (
  connection: keyof typeof CONNECTIONS,
  country: 'nl' | 'gb',
  device: 'mobile' | 'desktop',
  i: number,
) => CONNECTIONS[connection] + COUNTRY_EXTRA[country] + DEVICE_EXTRA[device] + 10 * i;

function segmentVitals(): StoredVital[] {
  const rows: StoredVital[] = [];
  const receivedAt = dayAt(1).toISOString();
  for (const connection of Object.keys(CONNECTIONS) as (keyof typeof CONNECTIONS)[])
    for (const country of ['nl', 'gb'] as const)
      for (const device of ['mobile', 'desktop'] as const)
        for (let i = 0; i < SAMPLES; i += 1)
          rows.push({
            ...vitalReport({
              name: 'LCP',
              value: lcpOf(connection, country, device, i),
              id: `q7-${connection}-${country}-${device}-${i}`,
              connectionType: connection,
              country,
              language: country === 'gb' ? 'en' : 'nl',
              device,
              path: '/jobseekers',
            }),
            receivedAt,
          });
  for (let i = 0; i < FEW_2G; i += 1)
    rows.push({
      ...vitalReport({
        name: 'LCP',
        value: 9000 + i,
        id: `q7-2g-${i}`,
        connectionType: '2g',
        device: 'mobile',
      }),
      receivedAt,
    });
  return rows;
}

// Question 8: page views (a TTFB report each) and warnings over the last three days.
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** Page views per path and browser on days 3, 2 and 1 ago. */
const PAGE_VIEWS = [
  { path: '/werkgevers', browser: 'Chrome', perDay: [50, 50, 100] },
  { path: '/werkgevers', browser: 'Safari', perDay: [25, 25, 50] },
  { path: '/employers', browser: 'Chrome', perDay: [50, 50, 100] },
] as const;
const COMPANIES = ['acme', 'bolt', 'cirrus', 'delta', 'ember'].map((name) => `/werkgevers-${name}`);
/** The chunk class's failures on /werkgevers per browser on days 3, 2 and 1 ago: a spike yesterday. */
const CHUNK = { Chrome: [5, 5, 30], Safari: [2, 3, 15] } as const;
const CHUNK_CLASS = 'Loading chunk * failed';
/** A class of its own that shares the chunk class's text up to its first star. */
const TIMEOUT_CLASS = 'Loading chunk * failed (timeout: * ms)';
const TIMEOUTS = 30;

function warningVitals(): StoredVital[] {
  const rows: StoredVital[] = [];
  const view = (path: string, browser: string, d: number, i: number) =>
    rows.push({
      ...vitalReport({ name: 'TTFB', value: 300, id: `q8-${path}-${browser}-${d}-${i}`, path, browser }),
      receivedAt: new Date(dayAt(d).getTime() + i * 1000).toISOString(),
    });
  for (const { path, browser, perDay } of PAGE_VIEWS)
    perDay.forEach((count, k) => {
      for (let i = 0; i < count; i += 1) view(path, browser, 3 - k, i);
    });
  for (const path of COMPANIES) for (let i = 0; i < 2; i += 1) view(path, 'Chrome', 2, i);
  return rows;
}

function warnings(): StoredWarning[] {
  const rows: StoredWarning[] = [];
  const warn = (message: string, path: string, userAgent: string, d: number, i: number) =>
    rows.push({
      ...warnLog({ message, path, userAgent, appVersion: '1.7.0' }),
      receivedAt: new Date(dayAt(d).getTime() + i * 1000).toISOString(),
    });
  for (const [browser, perDay] of Object.entries(CHUNK))
    perDay.forEach((count, k) => {
      for (let i = 0; i < count; i += 1)
        warn(
          `Loading chunk ${100 + i} failed`,
          '/werkgevers',
          browser === 'Safari' ? SAFARI_UA : CHROME_UA,
          3 - k,
          i,
        );
    });
  COMPANIES.forEach((path, i) => warn(`Loading chunk ${7 + i} failed`, path, CHROME_UA, 2, 500 + i));
  for (let i = 0; i < TIMEOUTS; i += 1)
    warn(`Loading chunk ${i} failed (timeout: 2000 ms)`, '/employers', CHROME_UA, 2, 1000 + i);
  return rows;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const chunkOnWerkgevers = sum(CHUNK.Chrome) + sum(CHUNK.Safari);
const chunkTotal = chunkOnWerkgevers + COMPANIES.length;
const werkgeversViews = sum(PAGE_VIEWS[0].perDay) + sum(PAGE_VIEWS[1].perDay);
const viewsOn = (d: number) => sum(PAGE_VIEWS.map(({ perDay }) => perDay[3 - d] ?? 0));

let origin = '';
let stop: () => Promise<void> = async () => {};
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  const telemetry = await startTelemetry('http://127.0.0.1:9');
  origin = `http://127.0.0.1:${telemetry.port}`;
  stop = () => telemetry.stop();
  await importRows(origin, 'vitals', [...segmentVitals(), ...warningVitals()]);
  await importRows(origin, 'warnings', warnings());
});
test.afterAll(() => stop());

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const lcps = (where: (connection: string, country: string, device: string) => boolean) =>
  (Object.keys(CONNECTIONS) as (keyof typeof CONNECTIONS)[]).flatMap((connection) =>
    (['nl', 'gb'] as const).flatMap((country) =>
      (['mobile', 'desktop'] as const).flatMap((device) =>
        where(connection, country, device)
          ? Array.from({ length: SAMPLES }, (_, i) => lcpOf(connection, country, device, i))
          : [],
      ),
    ),
  );

test('question 7: which connection types and countries suffer (Segments)', async ({ page }, testInfo) => {
  await openView(page, origin, '/segments');
  const table = page.getByTestId('segments-table');
  // By connection type: 3g on mobile is the slowest, over both countries' samples.
  const slow = lcps((connection, _country, device) => connection === '3g' && device === 'mobile');
  await expect(page.getByTestId('segments-headline')).toHaveText(
    `Slowest: 3g on mobile, LCP p75 ${seconds(quantile(slow, 0.75))} over ${slow.length} samples.`,
  );
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(1 + 2 * 2 + 1); // 3g and 4g on two devices, 2g's few samples last
  await expect(rows.nth(1)).toContainText('3g');
  await expect(rows.nth(1)).toContainText('poor');
  await expect(rows.last()).toContainText('2g');
  await expect(rows.last()).toContainText(`insufficient · n=${FEW_2G}`);
  await checkView(page, testInfo, 'questions-segments-connection');

  // By country: the United Kingdom's version is the slower on mobile.
  await page.getByRole('combobox', { name: 'Compare by' }).selectOption('country');
  await expect(page).toHaveURL(/segment=country/);
  const gbMobile = lcps((_connection, country, device) => country === 'gb' && device === 'mobile');
  await expect(page.getByTestId('segments-headline')).toHaveText(
    `Slowest: gb on mobile, LCP p75 ${seconds(quantile(gbMobile, 0.75))} over ${gbMobile.length} samples.`,
  );
  const nlMobile = [
    ...lcps((_connection, country, device) => country === 'nl' && device === 'mobile'),
    ...Array.from({ length: FEW_2G }, (_, i) => 9000 + i), // 2g's, sent from the Dutch version on mobile
  ];
  const nlRow = table.getByRole('row').filter({ hasText: /^nl/ }).filter({ hasText: 'mobile' });
  await expect(nlRow).toContainText(seconds(quantile(nlMobile, 0.75)));
});

test('question 8: which chunk failures spiked, where, in which browsers, per 1,000 page views (Warnings)', async ({
  page,
}, testInfo) => {
  await openView(page, origin, '/warnings');
  // The chunk class, most frequent, counted exactly: the timeout class that shares its text is its own row.
  const classes = page.getByTestId('warning-classes').getByRole('row');
  await expect(classes.nth(1)).toContainText(CHUNK_CLASS);
  await expect(classes.nth(1)).toContainText(String(chunkTotal));
  await expect(classes.filter({ hasText: TIMEOUT_CLASS })).toContainText(String(TIMEOUTS));

  // When it spiked: yesterday, per 1,000 of that day's page views.
  const spike = CHUNK.Chrome[2] + CHUNK.Safari[2];
  await expect(page.getByTestId('warnings-timeline').getByRole('img')).toHaveAccessibleName(
    new RegExp(
      `${chunkTotal} warnings in the window; the highest day is ${dayKey(1)} with ${spike} ` +
        `\\(${(spike * 1000) / viewsOn(1)} per 1,000 page views\\)`,
    ),
  );

  // Where: /werkgevers first; the company pages' one warning on two page views each is left out, and said.
  const pages = page.getByTestId('warnings-by-path').getByRole('row');
  await expect(pages.nth(1)).toContainText(
    `/werkgevers${chunkOnWerkgevers}${werkgeversViews}${(chunkOnWerkgevers * 1000) / werkgeversViews}`,
  );
  await expect(pages).toHaveCount(2);
  await expect(page.getByTestId('warnings-by-path-note')).toHaveText(
    `By warnings per 1,000 page views, among pages with at least 100 page views; ` +
      `${COMPANIES.length} pages with fewer (${COMPANIES.length} warnings) left out.`,
  );

  // Which browsers: Safari's rate is the higher (20 on 100 page views), Chrome's over all its page views.
  const browsers = page.getByTestId('warnings-by-browser').getByRole('row');
  const safari = sum(CHUNK.Safari);
  await expect(browsers.nth(1)).toContainText(`Safari${safari}${sum(PAGE_VIEWS[1].perDay)}200`);
  const chrome = sum(CHUNK.Chrome) + COMPANIES.length;
  const chromeViews = sum(PAGE_VIEWS[0].perDay) + sum(PAGE_VIEWS[2].perDay) + 2 * COMPANIES.length;
  await expect(browsers.nth(2)).toContainText(
    `Chrome${chrome}${chromeViews}${Math.round((chrome * 1000) / chromeViews)}`,
  );
  await expect(page.getByTestId('warnings-by-path-browser').getByRole('row').nth(1)).toContainText(
    '/werkgeversChrome',
  );
  await checkView(page, testInfo, 'questions-warnings');

  // The minimum is the analyst's: at 1 page view the company pages (500 per 1,000) lead.
  const minimum = page.getByRole('spinbutton', { name: /at least this many page views/ });
  await minimum.fill('1');
  await minimum.press('Enter');
  await expect(page).toHaveURL(/minPageViews=1(&|$)/);
  await expect(page.getByTestId('warnings-by-path').getByRole('row').nth(1)).toContainText(
    `${COMPANIES[0]}12500`,
  );

  // In one browser: the filter narrows the class and its page views alike.
  await page.getByRole('combobox', { name: 'Browser' }).selectOption('Safari');
  await expect(page).toHaveURL(/browser=Safari/);
  await expect(page.getByTestId('warning-classes').getByRole('row').nth(1)).toContainText(
    `${CHUNK_CLASS}${safari}`,
  );
  await expect(page.getByTestId('warnings-by-path').getByRole('row').nth(1)).toContainText(
    `/werkgevers${safari}${sum(PAGE_VIEWS[1].perDay)}200`,
  );

  // A filter warnings cannot apply (set in another view) is said to be left out, not silently dropped.
  await page.goto(`${origin}/dashboard/warnings?device=mobile`);
  await expect(page.getByTestId('ignored-filters')).toHaveText(
    'Not applied to warnings, which do not record them: device mobile.',
  );
  await expect(page.getByTestId('warning-classes').getByRole('row').nth(1)).toContainText(
    `${CHUNK_CLASS}${chunkTotal}`,
  );
});
