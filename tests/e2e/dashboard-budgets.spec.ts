import type { Page } from '@playwright/test';
import type { StoredVital } from '@opstap/contracts';
import { vitalReport } from '@opstap/contracts/fixtures';
import { checkView, importRows, openView } from '../support/dashboard-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { startTelemetry } from '../support/telemetry-process.ts';

/**
 * The dashboard's Budgets view (docs/requirements/telemetry-service.md#budgets-and-alerts) over a service of
 * its own: an analyst sets a budget with an operator token, a check (the operators' hook, not the timer)
 * fires it, and the view shows the budget firing and the firing in the history; a limit is edited and a
 * budget deleted. The view passes axe and fits at 390 and 1280 px.
 */
const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdefghijklm';
let origin = '';
let stop: () => Promise<void> = async () => {};
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  const telemetry = await startTelemetry('http://127.0.0.1:9', {
    OPERATOR_TOKEN,
    ALERT_CHECK_INTERVAL_MS: '0',
    ALERT_CHECKS_TO_FIRE: '1',
    ALERT_MIN_SAMPLES: '5',
  });
  origin = `http://127.0.0.1:${telemetry.port}`;
  stop = () => telemetry.stop();
  // 20 slow LCPs (4 s) on the employers' page on mobile, ten minutes ago: inside the check's window.
  const receivedAt = new Date(Date.now() - 600_000).toISOString();
  const rows: StoredVital[] = Array.from({ length: 20 }, (_, i) => ({
    ...vitalReport({ name: 'LCP', value: 4000, path: '/employers', device: 'mobile', id: `budget-${i}` }),
    receivedAt,
  }));
  await importRows(origin, 'vitals', rows);
});
test.afterAll(() => stop());

const budgetRow = (page: Page) =>
  page.getByTestId('budgets-table').getByRole('row').filter({ hasText: 'employers (mobile)' });

test('an analyst sets a budget with the operator token; a check fires it, shown with its history', async ({
  page,
}) => {
  await openView(page, origin, '/budgets');
  await expect(page.getByRole('heading', { name: 'Budgets', level: 1 })).toBeVisible();
  await expect(page.getByText('No budget is set.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Set a budget' });
  await form.getByLabel('Page family').fill('employers');
  await form.getByLabel('Device').selectOption('mobile');
  await form.getByLabel('Metric').selectOption('LCP');
  await form.getByLabel('p75 limit (ms)').fill('2500');
  // Without the operator token nothing is sent; the read token cannot set a budget (decision 0142).
  await form.getByRole('button', { name: 'Save budget' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Paste an operator token (OPERATOR_TOKEN) to save a budget.',
  );
  await form.getByLabel('Operator token').fill(OPERATOR_TOKEN);
  await form.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Saved: LCP p75 of employers on mobile at most 2500 (ms).',
  );
  await expect(budgetRow(page)).toContainText('not checked yet');

  const check = await fetch(`${origin}/admin/alerts/check`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(await check.json()).toEqual({ checked: 1, fired: 1, resolved: 0 });

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The same browser session: the token is kept, the view reads the budgets afresh.
    await page.reload();
    await expect(budgetRow(page)).toContainText('firing');
    await expect(budgetRow(page)).toContainText('4.00 s (20)');
    const fired = page.getByTestId('alerts-table').getByRole('row').filter({ hasText: 'fired' });
    await expect(fired).toContainText('LCP employers (mobile)');
    await expect(fired).toContainText('4.00 s / 2.50 s');
    await expect(fired).toContainText('no webhook');
    await checkView(page, test.info(), 'budgets');
  }
});

test('a budget is edited and deleted with the operator token', async ({ page }) => {
  await openView(page, origin, '/budgets');
  await budgetRow(page).getByRole('button', { name: /^Edit/ }).click();
  const form = page.getByRole('form', { name: 'Set a budget' });
  await expect(form.getByLabel('p75 limit (ms)')).toHaveValue('2500');
  await expect(form.getByLabel('p75 limit (ms)')).toBeFocused();
  await form.getByLabel('p75 limit (ms)').fill('5000');
  await form.getByLabel('Operator token').fill(OPERATOR_TOKEN);
  await form.getByRole('button', { name: 'Save budget' }).click();
  await expect(budgetRow(page)).toContainText('5.00 s');
  await budgetRow(page)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('status')).toHaveText('Deleted: LCP budget of employers on mobile.');
  await expect(page.getByText('No budget is set.')).toBeVisible();
});
