import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openView, startSeededDashboard } from '../support/dashboard-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { startTelemetry } from '../support/telemetry-process.ts';

/**
 * Never a dead end (docs/requirements/telemetry-service.md#dashboard): with the real service stopped, or
 * stalled (paused with SIGSTOP, so it takes connections and never answers), each view fails on its own with
 * a retry, the navigation stays (no app-wide error, no reload into the browser's error page), switching
 * view still works, and Retry shows the data once the service is back. The filters show what the URL and
 * the data show. The service here is the built one over a seeded DuckDB file kept across its restart.
 */

test.describe.configure({ mode: 'serial' });

const now = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'opstap-e2e-dead-ends-'));
const env = { DUCKDB_PATH: join(dir, 'vitals.duckdb'), SPOOL_DIR: join(dir, 'spool') };
let service: { origin: string; port: number; pid: number; stop: () => Promise<void> } | undefined;

test.beforeAll(async () => {
  service = await startSeededDashboard(now, undefined, env);
});
test.afterAll(async () => {
  await service?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const started = () => {
  if (!service) throw new Error('the service is not started');
  return service;
};

/** The same service again, on its port and over its file. */
async function restart(): Promise<void> {
  const { port } = started();
  const again = await startTelemetry('http://127.0.0.1:9', { ...env, PORT: String(port) });
  service = { origin: `http://127.0.0.1:${port}`, port, pid: again.pid, stop: () => again.stop() };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Views' });

test('the service stopped: views fail on their own with a retry, the navigation stays, and Retry recovers', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|Failed to fetch|dynamically imported module|status of 50\d/,
  );
  await openView(page, started().origin, '/?tz=UTC');
  await expect(page.getByTestId('passing-table')).toBeVisible();
  await started().stop();

  // A view whose code was never loaded, and one whose questions were never asked.
  for (const view of ['Trends', 'Distribution']) {
    await nav(page).getByRole('link', { name: view }).click();
    await expect(page.getByRole('alert').first()).toContainText('did not answer');
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // A view whose code did not load is a state of its own (dashboard-axe.spec.ts visits the others).
    await expectNoAxeViolations(page);
  }
  // The overview's answers are in hand: it shows them.
  await nav(page).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByTestId('passing-table')).toBeVisible();

  await nav(page).getByRole('link', { name: 'Distribution' }).click();
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await restart();
  // Retry until every part of the view is back: a view that could not load its code shows its own
  // heading and, once loaded, its parts.
  await expect(async () => {
    const retry = page.getByRole('button', { name: 'Retry' });
    if (await retry.count()) await retry.first().click();
    await expect(page.getByRole('heading', { name: 'Distribution', level: 1 })).toBeVisible({
      timeout: 2_000,
    });
    await expect(page.getByTestId('histogram-chart')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the service stalled: the view says it did not answer in time, with a retry; resumed, Retry shows the data', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/Failed to fetch|signal timed out|aborted/);
  await openView(page, started().origin, '/distribution?tz=UTC&metric=LCP');
  await expect(page.getByTestId('histogram-chart')).toBeVisible();
  process.kill(started().pid, 'SIGSTOP');
  try {
    // A question not asked yet: it goes to the stalled service and waits for the client's time-out (20 s).
    await page.getByLabel('Metric').selectOption('INP');
    // Both parts that asked (the percentiles, the histogram), each on its own.
    await expect(page.getByRole('alert')).toHaveCount(2, { timeout: 45_000 });
    for (const alert of await page.getByRole('alert').all())
      await expect(alert).toContainText('did not answer within 20 s');
    await expect(nav(page)).toBeVisible();
    await expect(page.getByLabel('Metric')).toHaveValue('INP');
  } finally {
    process.kill(started().pid, 'SIGCONT');
  }
  // One part retried: it shows its answer, the other still offers its retry.
  await page.getByRole('button', { name: 'Retry' }).last().click();
  await expect(page.getByTestId('histogram-chart').getByRole('img')).toHaveAccessibleName(/^INP histogram/);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('percentiles-table')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the filters show what the URL asks and the data shows, back and forward included', async ({ page }) => {
  await openView(page, started().origin, '/distribution?tz=UTC&path=/werkgevers');
  const path = page.getByLabel('Path');
  await expect(path).toHaveValue('/werkgevers');
  await path.fill('/employers');
  await path.press('Enter');
  await expect(page).toHaveURL(/path=%2Femployers/);
  await page.goBack();
  await expect(page).toHaveURL(/path=%2Fwerkgevers/);
  await expect(path).toHaveValue('/werkgevers');
  // A custom range is shown as one, with its days; the zone as the URL names it.
  await page.goto(
    `${started().origin}/dashboard/distribution?tz=%22Europe%2FLondon%22&from=2026-11-01&to=2026-11-07`,
  );
  await expect(page.locator('select[name="days"]')).toHaveValue('custom');
  await expect(page.locator('input[name="from"]')).toHaveValue('2026-11-01');
  await expect(page.locator('input[name="to"]')).toHaveValue('2026-11-07');
  await expect(page.getByLabel('Days in')).toHaveValue('Europe/London');
});
