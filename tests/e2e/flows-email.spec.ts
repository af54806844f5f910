import { EMAIL_SUBJECTS } from '@opstap/contracts';
import { expect, test } from '../support/fixtures.ts';
import { useScenario } from '../support/mocks.ts';

test('email settings (en): form → confirmation', async ({ page }) => {
  await page.goto('/update-email-settings?token=demo-token-1234');
  const likes = page.getByRole('checkbox', { name: 'Likes' });
  await expect(likes).not.toBeChecked();
  await likes.check();
  await page.getByRole('checkbox', { name: 'Surveys' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('[data-screen="email-settings-updated"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your email settings are saved' })).toBeVisible();
});

test('branded email settings (nl): the company is named, and the confirmation too', async ({ page }) => {
  await page.goto('/branded/update-email-settings?lang=nl&token=branded-demo-1234');
  await expect(page.getByRole('checkbox', { name: 'Vacaturealerts van Vlinder Bank' })).toBeChecked();
  await page.getByRole('button', { name: 'Alles uitzetten' }).click();
  await expect(page.getByRole('checkbox', { name: 'Nieuws van Vlinder Bank' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
  await expect(page.locator('[data-screen="branded-email-settings-updated"]')).toBeVisible();
  await expect(
    page.getByText('Je ontvangt nu alleen nog de e-mails van Vlinder Bank die je hebt gekozen.'),
  ).toBeVisible();
  expect(new URL(page.url()).searchParams.get('lang')).toBe('nl');
});

test('an expired email-settings link says so and points to the app', async ({ page, consoleGuard }) => {
  // The browser logs every 4xx/5xx answer to the console; here they are the point of the test.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of (403|404|422|500)/);
  await useScenario(page, { mock: 'unknown-token' });
  await page.goto('/update-email-settings?token=demo-token-1234');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This link can no longer be used: it has expired');
  await expect(alert.getByRole('link', { name: 'notification settings' })).toHaveAttribute(
    'href',
    /\/settings\/notifications$/,
  );
});

test('unsubscribe (en): confirm → done, on the unsubscribed page for that subject', async ({ page }) => {
  await page.goto('/unsubscribe?token=demo-token-1234&subject=profile_views');
  await expect(
    page.getByRole('heading', { name: 'Do you want to unsubscribe from the “Profile views” emails?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.locator('[data-screen="unsubscribed"]')).toHaveAttribute('data-subject', 'profile_views');
  await expect(
    page.getByText('You will no longer receive an email when a company views your profile.'),
  ).toBeVisible();
});

test('unsubscribe (nl), branded: names the company; a server error can be retried', async ({
  page,
  consoleGuard,
}) => {
  // The browser logs every 4xx/5xx answer to the console; here they are the point of the test.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of (403|404|422|500)/);
  await useScenario(page, { mock: 'server-error' });
  await page.goto('/unsubscribe?lang=nl&token=demo-token-1234&subject=job_alert&company=Vlinder%20Bank');
  await expect(
    page.getByRole('heading', {
      name: 'Wil je je afmelden voor de e-mails “Vacaturealerts van Vlinder Bank”?',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Er ging iets mis. Probeer het opnieuw.' }),
  ).toBeVisible();
  await useScenario(page, {});
  await page.evaluate(() => window.localStorage.removeItem('opstap.mocks'));
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByText('Je ontvangt geen vacaturealerts meer van Vlinder Bank.')).toBeVisible();
});

test('the unsubscribed page covers every subject, with the tip and the app link', async ({ page }) => {
  const seen = new Set<string>();
  for (const subject of [...EMAIL_SUBJECTS, 'job_alert', 'company_content']) {
    await page.goto(`/unsubscribed?subject=${subject}&company=Kestrel%20Software`);
    const screen = page.locator('[data-screen="unsubscribed"]');
    await expect(screen).toHaveAttribute('data-subject', subject);
    const lead = (await screen.locator('.lead').textContent()) ?? '';
    expect(lead).toMatch(/^You will no longer receive/);
    seen.add(lead);
  }
  expect(seen.size).toBe(EMAIL_SUBJECTS.length + 2);
  await expect(
    page.getByText('You will no longer receive news and stories from Kestrel Software.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'notification settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the Opstap app' })).toBeVisible();
});
