import { expect, test } from '../support/fixtures.ts';
import { fillLead, LEAD_TEXT } from '../support/form-texts.ts';
import { useScenario } from '../support/mocks.ts';

for (const language of ['en', 'nl'] as const) {
  const text = LEAD_TEXT[language];
  test.describe(`employer lead form (${language})`, () => {
    test('shows what to fix next to each field, and moves focus to the first', async ({ page }) => {
      await page.goto(text.path);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: text.invalid })).toBeVisible();
      const name = page.getByLabel(text.name, { exact: true });
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      // The message is tied to the field, so a screen reader reads it with the field.
      await expect(name).toHaveAccessibleDescription(text.required);
      await page.getByLabel(text.phone).fill('12345');
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByLabel(text.phone)).toHaveAccessibleDescription(new RegExp(text.phoneHint));
    });

    test('success', async ({ page }) => {
      await page.goto(text.path);
      await fillLead(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: text.success })).toBeVisible();
      await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0);
    });

    test('invalid: the platform refuses fields; they are marked and nothing typed is lost', async ({
      page,
      consoleGuard,
    }) => {
      // The browser logs every 4xx/5xx answer to the console; here they are the point of the test.
      consoleGuard.allow(/Failed to load resource: the server responded with a status of (403|404|422|500)/);
      await useScenario(page, { mock: 'invalid' });
      await page.goto(text.path);
      await fillLead(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: text.invalid })).toBeVisible();
      await expect(page.getByLabel(text.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(text.email)).toHaveValue('eva.jansen@vlinderbank.nl');
      await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('Eva Jansen');
    });

    test('error: a server failure keeps the form filled in', async ({ page, consoleGuard }) => {
      // The browser logs every 4xx/5xx answer to the console; here they are the point of the test.
      consoleGuard.allow(/Failed to load resource: the server responded with a status of (403|404|422|500)/);
      await useScenario(page, { mock: 'server-error' });
      await page.goto(text.path);
      await fillLead(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: text.error })).toBeVisible();
      await expect(page.getByLabel(text.role)).toHaveValue('Talent acquisition lead');
    });

    test('captcha failure, from the widget and from the platform, offers the email address', async ({
      page,
      consoleGuard,
    }) => {
      // The browser logs every 4xx/5xx answer to the console; here they are the point of the test.
      consoleGuard.allow(/Failed to load resource: the server responded with a status of (403|404|422|500)/);
      await useScenario(page, { mockCaptcha: 'fail' });
      await page.goto(`${text.path}?country=nl`);
      await fillLead(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      const status = page.getByRole('status').filter({ hasText: text.captcha });
      await expect(status).toBeVisible();
      await expect(status.getByRole('link', { name: 'werkgevers@opstap.nl' })).toHaveAttribute(
        'href',
        'mailto:werkgevers@opstap.nl',
      );

      await useScenario(page, { mock: 'captcha-failed' });
      await page.reload();
      await fillLead(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: text.captcha })).toBeVisible();
    });
  });
}

test('the UK version shows a UK phone example and its own support address', async ({ page }) => {
  await useScenario(page, { mockCaptcha: 'fail' });
  await page.goto('/employers?country=gb');
  await expect(page.getByText('For example +44 7911 123456')).toBeVisible();
  await fillLead(page, LEAD_TEXT.en);
  await page.getByLabel(LEAD_TEXT.en.phone).fill('07911 123456');
  await page.getByRole('button', { name: LEAD_TEXT.en.submit }).click();
  await expect(page.getByRole('link', { name: 'employers@opstap.co.uk' })).toBeVisible();
});
