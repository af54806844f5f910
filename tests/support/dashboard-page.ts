import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ndjson, seedVitals, seedWarnings } from './dashboard-seed.ts';
import { expect, test } from './fixtures.ts';
import { startTelemetry, TEST_ANALYTICS_TOKEN, TEST_IMPORT_TOKEN } from './telemetry-process.ts';

/** Stored rows into a running service through its import route (its own token), every one taken. */
export async function importRows(
  origin: string,
  table: 'vitals' | 'warnings',
  rows: readonly object[],
): Promise<void> {
  const response = await fetch(`${origin}/analytics/import?table=${table}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_IMPORT_TOKEN}`, 'content-type': 'application/x-ndjson' },
    body: ndjson(rows),
  });
  expect(await response.json()).toMatchObject({ imported: rows.length, rejected: 0 });
}

/**
 * The analysts' dashboard as the e2e specs open it (dashboard.spec.ts, dashboard-app.spec.ts): a service of
 * its own over a store seeded with the known story of dashboard-seed.ts (the seed's numbers are exact only
 * if nothing else writes there), and the steps every test repeats.
 */
export async function startSeededDashboard(
  now: number,
  vitals: readonly object[] = seedVitals(now),
  env: Record<string, string> = {},
): Promise<{ origin: string; stop: () => Promise<void>; port: number; pid: number }> {
  const telemetry = await startTelemetry('http://127.0.0.1:9', env);
  const origin = `http://127.0.0.1:${telemetry.port}`;
  await importRows(origin, 'vitals', vitals);
  await importRows(origin, 'warnings', seedWarnings(now));
  return { origin, stop: () => telemetry.stop(), port: telemetry.port, pid: telemetry.pid };
}

/**
 * A spec's dashboard: the seeded service started before its tests and stopped after them. `origin` is read
 * once the tests run; `open` opens a view on it. `vitals`: the story's vitals with more told (by default
 * the seed's own).
 */
export function useSeededDashboard(now: number, vitals?: () => readonly object[]) {
  let started: { origin: string; stop: () => Promise<void> } | undefined;
  test.beforeAll(async () => {
    started = await startSeededDashboard(now, vitals?.());
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  const origin = (): string => {
    if (!started) throw new Error('the seeded dashboard is not started yet (read it inside a test)');
    return started.origin;
  };
  return {
    get origin() {
      return origin();
    },
    open: (page: Page, view: string, options?: { ownVitals?: boolean }) =>
      openView(page, origin(), view, options),
  };
}

/**
 * The dashboard's own vitals would join the seeded story (as page views of its own path): only the test of
 * them lets them out. A stub, not a route: beacons sent while a page closes escape its routes.
 */
export async function silenceOwnVitals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    navigator.sendBeacon = () => true;
  });
}

/** Opens a view, entering the token at the prompt (a new page is a new browser session). */
export async function openView(
  page: Page,
  origin: string,
  view: string,
  options: { ownVitals?: boolean } = {},
): Promise<void> {
  if (!options.ownVitals) await silenceOwnVitals(page);
  await page.goto(`${origin}/dashboard${view}`);
  await page.getByLabel('Analytics token').fill(TEST_ANALYTICS_TOKEN);
  await page.getByRole('button', { name: 'Open the dashboard' }).click();
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
}

/**
 * The view has its answer and holds: nothing loading, no sideways scrolling, axe clean; its screenshot goes
 * to the test's output folder (and to SCREENSHOT_DIR when set).
 */
export async function checkView(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.getByRole('status')).toHaveCount(0); // nothing still loading
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  const file = `dashboard-${name}-${width}.png`;
  const shot = await page.screenshot({ fullPage: true, path: testInfo.outputPath(file) });
  await testInfo.attach(file, { body: shot, contentType: 'image/png' });
  if (process.env.SCREENSHOT_DIR) {
    mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ fullPage: true, path: join(process.env.SCREENSHOT_DIR, file) });
  }
}
