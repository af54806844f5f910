import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openView, silenceOwnVitals, startSeededDashboard } from '../support/dashboard-page.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * axe finds nothing on any view of the dashboard in any state — its data, empty, loading and error — at
 * 390 and 1280 px (docs/requirements/telemetry-service.md#dashboard). The views are the navigation's links,
 * which list the router's routes (apps/dashboard/src/router.test.ts), so a view added later is visited
 * too. The states come from the real service: seeded (data), a window before any data (empty), paused with
 * SIGSTOP (loading), stopped (error).
 */

test.describe.configure({ mode: 'serial' });

const WIDTHS = [390, 1280] as const;
let service: Awaited<ReturnType<typeof startSeededDashboard>> | undefined;

test.beforeAll(async () => {
  service = await startSeededDashboard(Date.now());
});
test.afterAll(async () => {
  await service?.stop();
});
const started = () => {
  if (!service) throw new Error('the service is not started');
  return service;
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Views' });

/** The views' names, from the navigation. */
async function viewNames(page: Page): Promise<string[]> {
  const names = await nav(page).getByRole('link').allInnerTexts();
  expect(names.length).toBeGreaterThan(5);
  return names;
}

/** Each view in turn through the navigation (the URL's search kept), in `state`, axe at both widths. */
async function everyView(page: Page, names: string[], state: () => Promise<void>): Promise<void> {
  for (const name of names) {
    await nav(page).getByRole('link', { name, exact: true }).click();
    await expect(nav(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await state();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await test.step(`${name} at ${width} px`, () => expectNoAxeViolations(page));
    }
  }
}

const settled = async (page: Page) => {
  await expect(page.locator('[data-view]')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
};

test('every view in every state: data, empty, loading, error, at 390 and 1280 px', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  consoleGuard.allow(
    /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|Failed to fetch|dynamically imported module|status of 50\d/,
  );
  // The token prompt first: the one screen before any view.
  await silenceOwnVitals(page);
  await page.goto(`${started().origin}/dashboard/`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await openView(page, started().origin, '/?tz=UTC');
  const names = await viewNames(page);

  await test.step('data', () =>
    everyView(page, names, async () => {
      await settled(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }));

  await test.step('empty', async () => {
    // A window long before the seeded days.
    await page.goto(`${started().origin}/dashboard/?tz=UTC&from=2001-01-01&to=2001-01-07`);
    await everyView(page, names, async () => {
      await settled(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });

  await test.step('loading', async () => {
    // Every view's code is loaded by now; its questions for another window wait on a paused service.
    // From the overview, whose filter bar has the window (the last view visited may have none).
    await nav(page).getByRole('link', { name: 'Overview', exact: true }).click();
    await settled(page);
    process.kill(started().pid, 'SIGSTOP');
    try {
      await page.locator('select[name="days"]').selectOption('7');
      await everyView(page, names, async () => {
        await expect(page.getByRole('status').first()).toBeVisible();
      });
    } finally {
      process.kill(started().pid, 'SIGCONT');
    }
  });

  await test.step('error', async () => {
    await nav(page).getByRole('link', { name: 'Overview', exact: true }).click();
    await started().stop();
    await page.locator('select[name="days"]').selectOption('90');
    await everyView(page, names, async () => {
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
    });
  });
});
