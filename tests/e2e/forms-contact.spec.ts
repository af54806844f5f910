import { expect, test, watchBoot } from '../support/fixtures.ts';
import { CONTACT_TEXT, fillContact } from '../support/form-texts.ts';
import { useScenario } from '../support/mocks.ts';
import { WEB_ORIGIN } from '../support/ports.ts';

for (const language of ['en', 'nl'] as const) {
  const text = CONTACT_TEXT[language];
  test.describe(`contact (${language})`, () => {
    test('form → thank-you', async ({ page }) => {
      await page.goto(text.path);
      await fillContact(page, text);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status').filter({ hasText: text.thanks })).toBeVisible();
    });

    test('a logged-in visitor’s details, fetched when the screen opens, are filled in and sent along', async ({
      page,
    }) => {
      await useScenario(page, { mockSession: 'logged-in' });
      const bodies: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/v1/contact-messages')) bodies.push(request.postDataJSON());
      });
      await page.goto(text.path);
      await expect(page.getByText(text.loggedIn)).toBeVisible();
      await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('Sanne de Vries');
      await expect(page.getByLabel(text.email, { exact: true })).toHaveValue('sanne.devries@student.uva.nl');
      await page.getByLabel(text.subject).fill('Profile');
      await page.getByLabel(text.body).fill('Can I hide my profile from one company?');
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status').filter({ hasText: text.thanks })).toBeVisible();
      expect(bodies).toEqual([
        expect.objectContaining({ userId: 'usr_48213', name: 'Sanne de Vries', language }),
      ]);
    });

    test('invalid and error outcomes keep the message', async ({ page, consoleGuard }) => {
      // The browser logs every 4xx/5xx answer to the console; here they are the point of the test.
      consoleGuard.allow(/Failed to load resource: the server responded with a status of (403|404|422|500)/);
      await useScenario(page, { mock: 'invalid' });
      await page.goto(text.path);
      await fillContact(page, text);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status').filter({ hasText: text.invalid })).toBeVisible();
      await expect(page.getByLabel(text.email, { exact: true })).toHaveAccessibleDescription(
        text.unreachable,
      );

      await useScenario(page, { mock: 'server-error' });
      await page.reload();
      await fillContact(page, text);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status').filter({ hasText: text.error })).toBeVisible();
      await expect(page.getByLabel(text.subject)).toHaveValue('Company page video');
    });
  });
}

test('opening contact asks the platform for the session, and nothing else beyond the page’s own assets', async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== WEB_ORIGIN) origins.add(`${url.origin}${url.pathname}`);
  });
  const settled = await watchBoot(page);
  const session = page.waitForResponse((response) => response.url().endsWith('/v1/session'));
  await page.goto('/contact?lang=nl&country=gb');
  await expect(page.getByRole('button', { name: 'Bericht versturen' })).toBeVisible();
  await session;
  await settled();
  expect([...origins]).toEqual(['https://api.opstap.nl/v1/session']);
});
