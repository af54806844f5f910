import type { Page } from '@playwright/test';
import { expect, test, watchBoot } from '../support/fixtures.ts';
import { useScenario } from '../support/mocks.ts';
import { WEB_ORIGIN } from '../support/ports.ts';

const TEXT = {
  en: {
    path: '/contact',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    body: 'Your message',
    send: 'Send message',
    thanks: 'Thank you for your message!',
    invalid: 'Not all fields entered are valid.',
    error: 'Something went wrong while sending your message. Please try again.',
    loggedIn: 'You are logged in as Sanne de Vries.',
    unreachable: 'We cannot reach you at this address or number. Check it for typos, or use another.',
  },
  nl: {
    path: '/contact?lang=nl',
    name: 'Naam',
    email: 'E-mailadres',
    subject: 'Onderwerp',
    body: 'Je bericht',
    send: 'Bericht versturen',
    thanks: 'Bedankt voor je bericht!',
    invalid: 'Niet alle ingevulde velden zijn geldig.',
    error: 'Er ging iets mis bij het versturen van je bericht. Probeer het opnieuw.',
    loggedIn: 'Je bent ingelogd als Sanne de Vries.',
    unreachable:
      'Op dit adres of nummer kunnen we je niet bereiken. Controleer het op typefouten, of gebruik een ander.',
  },
} as const;

async function fill(page: Page, text: (typeof TEXT)['en' | 'nl']) {
  await page.getByLabel(text.name, { exact: true }).fill('Tom Baker');
  await page.getByLabel(text.email, { exact: true }).fill('tom@kestrel.co.uk');
  await page.getByLabel(text.subject).fill('Company page video');
  await page.getByLabel(text.body).fill('How do we add a video to our company page?');
}

for (const language of ['en', 'nl'] as const) {
  const text = TEXT[language];
  test.describe(`contact (${language})`, () => {
    test('form → thank-you', async ({ page }) => {
      await page.goto(text.path);
      await fill(page, text);
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
      await fill(page, text);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status').filter({ hasText: text.invalid })).toBeVisible();
      await expect(page.getByLabel(text.email, { exact: true })).toHaveAccessibleDescription(
        text.unreachable,
      );

      await useScenario(page, { mock: 'server-error' });
      await page.reload();
      await fill(page, text);
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
