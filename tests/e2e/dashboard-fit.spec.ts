import type { StoredVital, StoredWarning } from '@opstap/contracts';
import { vitalReport, warnLog } from '@opstap/contracts/fixtures';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { importRows, useSeededDashboard } from '../support/dashboard-page.ts';
import { dayAt } from '../support/dashboard-seed.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Every dashboard view's tables fit the view at a phone's 390 px and a laptop's 1,280 px
 * (docs/requirements/telemetry-service.md#dashboard): the document never scrolls sideways, and no table is
 * wider than its own box, so no column (the rate, a verdict) is cut off. Over the seeded story of
 * dashboard-seed.ts and, beside it, what a real site's data brings: long company paths and a long message
 * class with a URL and no spaces to break at. Each state leaves a screenshot (SCREENSHOT_DIR when set).
 */

const now = Date.now();
const dashboard = useSeededDashboard(now);
test.describe.configure({ mode: 'serial' });

const LONG_PATH = '/werkgevers-internationale-handelsorganisatie-voor-duurzame-logistiek-en-transport';
const LONG_CLASS_MESSAGE =
  'Loading CSS chunk werkgevers-organisatie failed. (https://www.opstap.nl/assets/werkgevers-organisatie-pagina-overzicht.3fa9c1d2.css)';

/** Page views and warnings of the long path, in the window of the seeded story. */
function longRows(): { vitals: StoredVital[]; warnings: StoredWarning[] } {
  const receivedAt = dayAt(15, now).toISOString();
  const vitals = Array.from({ length: 12 }, (_, i) =>
    (['TTFB', 'LCP'] as const).map((name) => ({
      ...vitalReport({
        name,
        value: 900 + 10 * i,
        id: `fit-${i}-${name}`,
        path: LONG_PATH,
        screen: 'employers',
        appVersion: '1.7.0-release-candidate.20261128',
        attribution: name === 'LCP' ? { target: 'main > section.company-hero > picture > img' } : undefined,
      }),
      receivedAt,
    })),
  ).flat();
  const warnings = Array.from({ length: 5 }, (_, i) => ({
    ...warnLog({ message: LONG_CLASS_MESSAGE, path: LONG_PATH, appVersion: '1.7.0', screen: 'employers' }),
    receivedAt: new Date(dayAt(15, now).getTime() + i * 1000).toISOString(),
  }));
  return { vitals, warnings };
}

test.beforeAll(async () => {
  const { vitals, warnings } = longRows();
  await importRows(dashboard.origin, 'vitals', vitals);
  await importRows(dashboard.origin, 'warnings', warnings);
});

const VIEWS = [
  ['/', 'Overview'],
  ['/trends?screen=employers', 'Trends'],
  ['/distribution', 'Distribution'],
  ['/segments', 'Segments'],
  ['/segments?segment=country', 'Segments'],
  ['/releases', 'Releases'],
  ['/attribution?screen=employers', 'Attribution'],
  ['/navigations', 'Navigations'],
  ['/warnings', 'Warnings'],
  [
    `/warnings?messageClass=${encodeURIComponent('Loading CSS chunk * failed. (https://www.opstap.nl/assets/werkgevers-organisatie-pagina-overzicht.*.css)')}&minPageViews=1`,
    'Warnings',
  ],
  ['/export', 'Export'],
  [
    '/export?table=warnings&format=parquet&tz=America/Argentina/ComodRivadavia&from=2026-10-01&to=2026-10-29',
    'Export',
  ],
] as const;

/** Views with no table: only the document's overflow is theirs to check. */
const WITHOUT_TABLES = new Set<string>(['Export']);

/** Views whose fit their own spec checks, over data of their own. */
const FITTED_ELSEWHERE: Record<string, string> = {
  '/phases': 'dashboard-questions-why.spec.ts, over the phases seed',
  '/budgets': 'dashboard-budgets.spec.ts, with budgets set',
};

for (const width of [390, 1280] as const) {
  test(`every view's tables fit at ${width} px: no sideways scrolling, no table wider than its box`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await dashboard.open(page, '/');
    // Every view of the navigation (which lists the router's routes: apps/dashboard/src/router.test.ts) is here.
    const listed = await page
      .getByRole('navigation', { name: 'Views' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(
      listed
        .map((path) => path.replace(/^\/dashboard/, ''))
        .filter((path) => !VIEWS.some(([view]) => view.split('?')[0] === path) && !FITTED_ELSEWHERE[path]),
    ).toEqual([]);
    for (const [[view, heading], n] of VIEWS.map((entry, i) => [entry, i] as const)) {
      await page.goto(`${dashboard.origin}/dashboard${view}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0); // every answer in
      await expect(page.getByRole('alert')).toHaveCount(0);
      // A chart's table alternative is a table of the view too.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('details')) details.open = true;
      });
      if (process.env.SCREENSHOT_DIR) {
        mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
        const file = `fit-${heading.toLowerCase().replace(/\W+/g, '-')}-${n}-${width}.png`;
        await page.screenshot({ fullPage: true, path: join(process.env.SCREENSHOT_DIR, file) });
      }
      const overflow = await page.evaluate(() => {
        // What sticks out, named so a failure says where to look: the innermost elements past the right edge.
        const sticksOut = (el: Element) =>
          el.getBoundingClientRect().right > window.innerWidth + 0.5 ||
          (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible');
        const out = [...document.querySelectorAll('body *:not(thead *)')].filter(
          (el) => sticksOut(el) && ![...el.children].some(sticksOut),
        );
        return {
          px: document.documentElement.scrollWidth - window.innerWidth,
          what: out
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
        };
      });
      expect
        .soft(overflow.px, `${view}: the document's overflow in px (${overflow.what.join('; ')})`)
        .toBeLessThanOrEqual(0);
      const tables = await page.evaluate(() =>
        [...document.querySelectorAll('table')].map((table) => {
          const box = table.closest('.table-scroll') ?? table.parentElement;
          const edge = box?.getBoundingClientRect().right ?? 0;
          const out = [...table.querySelectorAll('caption, tbody td, tbody td *')].filter(
            (el) => el.getBoundingClientRect().right > edge + 0.5 || el.scrollWidth > el.clientWidth + 1,
          );
          return {
            caption: table.caption?.textContent ?? '',
            tooWide: table.scrollWidth - (box?.clientWidth ?? 0),
            what: out
              .slice(-3)
              .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 30)}`),
          };
        }),
      );
      if (!WITHOUT_TABLES.has(heading)) expect(tables.length, `${view}: tables`).toBeGreaterThan(0);
      for (const { caption, tooWide, what } of tables)
        expect
          .soft(tooWide, `${view}: "${caption}" wider than its box, px (${what.join('; ')})`)
          .toBeLessThanOrEqual(0);
    }
  });
}
