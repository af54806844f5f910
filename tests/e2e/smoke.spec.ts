import { expect, test } from '@playwright/test';
import { TELEMETRY_ORIGIN } from '../support/ports.ts';

test('the site shows the job seekers screen at /', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-screen="jobseekers"]')).toBeVisible();
});

test('the telemetry service started for the run answers /healthz', async ({ request }) => {
  const direct = await request.get(`${TELEMETRY_ORIGIN}/healthz`);
  expect(direct.status()).toBe(200);
  expect(await direct.json()).toEqual({ status: 'ok' });
});
