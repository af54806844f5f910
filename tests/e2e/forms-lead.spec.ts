import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { useScenario } from '../support/mocks.ts';

/** The lead form's texts per language: docs/requirements/forms.md#texts verbatim in English, faithfully in Dutch. */
const TEXT = {
  en: {
    path: '/employers',
    name: 'Name',
    role: 'Your role',
    email: 'Business email',
    phone: 'Phone number',
    need: /How many interns/,
    needOption: '25 to 100',
    submit: 'Request a call back',
    success: "Great! We'll be in touch soon.",
    invalid: 'Not all fields entered are valid. Please check and try again.',
    error: 'Something went wrong while submitting the data. Please try again.',
    captcha:
      'Something went wrong while submitting the data. Please send us an email through werkgevers@opstap.nl',
    required: 'This field is required.',
    phoneHint: 'This number is too short. Check that no digits are missing.',
  },
  nl: {
    path: '/werkgevers',
    name: 'Naam',
    role: 'Je functie',
    email: 'Zakelijk e-mailadres',
    phone: 'Telefoonnummer',
    need: /Hoeveel stagiairs/,
    needOption: '25 tot 100',
    submit: 'Vraag een terugbelafspraak aan',
    success: 'Top! We nemen snel contact met je op.',
    invalid: 'Niet alle ingevulde velden zijn geldig. Controleer ze en probeer het opnieuw.',
    error: 'Er ging iets mis bij het versturen van de gegevens. Probeer het opnieuw.',
    captcha:
      'Er ging iets mis bij het versturen van de gegevens. Stuur ons een e-mail via werkgevers@opstap.nl',
    required: 'Dit veld is verplicht.',
    phoneHint: 'Dit nummer is te kort. Controleer of er cijfers ontbreken.',
  },
} as const;

async function fill(page: Page, text: (typeof TEXT)['en' | 'nl']) {
  await page.getByLabel(text.name, { exact: true }).fill('Eva Jansen');
  await page.getByLabel(text.role).fill('Talent acquisition lead');
  await page.getByLabel(text.email).fill('eva.jansen@vlinderbank.nl');
  await page.getByLabel(text.phone).fill('06 12345678');
  await page.getByLabel(text.need).selectOption({ label: text.needOption });
}

for (const language of ['en', 'nl'] as const) {
  const text = TEXT[language];
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
      await fill(page, text);
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
      await fill(page, text);
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
      await fill(page, text);
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
      await fill(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      const status = page.getByRole('status').filter({ hasText: text.captcha });
      await expect(status).toBeVisible();
      await expect(status.getByRole('link', { name: 'werkgevers@opstap.nl' })).toHaveAttribute(
        'href',
        'mailto:werkgevers@opstap.nl',
      );

      await useScenario(page, { mock: 'captcha-failed' });
      await page.reload();
      await fill(page, text);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: text.captcha })).toBeVisible();
    });
  });
}

test('the UK version shows a UK phone example and its own support address', async ({ page }) => {
  await useScenario(page, { mockCaptcha: 'fail' });
  await page.goto('/employers?country=gb');
  await expect(page.getByText('For example +44 7911 123456')).toBeVisible();
  await fill(page, TEXT.en);
  await page.getByLabel(TEXT.en.phone).fill('07911 123456');
  await page.getByRole('button', { name: TEXT.en.submit }).click();
  await expect(page.getByRole('link', { name: 'employers@opstap.co.uk' })).toBeVisible();
});
