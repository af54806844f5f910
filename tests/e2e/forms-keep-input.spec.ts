import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  CAPTCHA_LOAD_TIMEOUT_MS,
  chunk,
  focused,
  holdRequests,
  inViewport,
  PAGE_TIMEOUT_MS,
  passTimeOut,
  PHONE,
  PROVOKED,
} from '../support/forms.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { CONTACT_TEXT, fillLeadRest, LEAD_TEXT } from '../support/form-texts.ts';
import { useScenario } from '../support/mocks.ts';

/**
 * Forms that never lose what a person typed, and say exactly what to fix: one test per finding of the
 * forms review (docs/requirements/forms.md), in both languages, on a phone's viewport.
 */
test.use({ viewport: PHONE });

const LINK_PROBLEM = {
  en: 'This link can no longer be used: it has expired, or it was cut off on its way.',
  nl: 'Deze link werkt niet meer: hij is verlopen, of onderweg afgebroken.',
} as const;

const leadRequests = (page: Page) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/employer-leads')) bodies.push(request.postDataJSON());
  });
  return bodies;
};

for (const language of ['en', 'nl'] as const) {
  const lead = LEAD_TEXT[language];
  const contact = CONTACT_TEXT[language];

  test.describe(`forms keep what was typed (${language}, 390 px)`, () => {
    test('1. typed and submitted before the app is interactive: kept, and sent once it is', async ({
      page,
    }) => {
      const sent = leadRequests(page);
      const employers = await holdRequests(page, chunk('employers'));
      await page.goto(lead.path, { waitUntil: 'domcontentloaded' });
      await page.getByLabel(lead.name, { exact: true }).fill('Eva Jansen');
      await fillLeadRest(page, lead);
      await page.getByRole('button', { name: lead.submit }).click();
      // Held, not a native GET of the page with every field empty.
      expect(new URL(page.url()).search).toBe('');
      employers.release();
      await expect(page.getByRole('status').filter({ hasText: lead.success })).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      expect(sent).toEqual([expect.objectContaining({ name: 'Eva Jansen', phone: '06 12345678' })]);

      // The same on the contact page (in Dutch a fresh render, not a hydration: `?lang=nl`).
      const contactChunk = await holdRequests(page, chunk('contact'));
      await page.goto(contact.path, { waitUntil: 'domcontentloaded' });
      // By id: until the app takes over, `?lang=nl` still shows the prerendered English labels.
      await page.locator('#contact-name').fill('Tom Baker');
      await page.locator('#contact-subject').fill('Company page video');
      contactChunk.release();
      await page.getByLabel(contact.email, { exact: true }).fill('tom@kestrel.co.uk');
      await page.getByLabel(contact.body).fill('How do we add a video to our company page?');
      await expect(page.getByLabel(contact.name, { exact: true })).toHaveValue('Tom Baker');
      await expect(page.getByLabel(contact.subject)).toHaveValue('Company page video');
      await page.getByRole('button', { name: contact.send }).click();
      await expect(page.getByRole('status').filter({ hasText: contact.thanks })).toBeVisible();
    });

    test('2. a stalled captcha script ends in the error text, and a retry keeps the input', async ({
      page,
    }) => {
      await page.clock.install();
      const captcha = await holdRequests(page, chunk('test-provider'));
      await page.goto(lead.path);
      await page.getByLabel(lead.name, { exact: true }).fill('Eva Jansen');
      await fillLeadRest(page, lead);
      await page.getByRole('button', { name: lead.submit }).click();
      // The captcha's load time-out (15 s, src/captcha/captcha-provider.ts) passes on the page's clock.
      await passTimeOut(
        page,
        CAPTCHA_LOAD_TIMEOUT_MS,
        page.getByRole('status').filter({ hasText: lead.error }),
      );
      await expect(page.getByRole('button', { name: lead.submit })).toBeVisible();
      await expectNoAxeViolations(page);
      captcha.release();
      await page.getByRole('button', { name: lead.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: lead.success })).toBeVisible();
    });

    test('3. after a keyboard submit, focus is on the outcome, never on <body>', async ({ page }) => {
      await page.goto(lead.path);
      await page.getByLabel(lead.name, { exact: true }).fill('Eva Jansen');
      await fillLeadRest(page, lead);
      await page.getByLabel(lead.phone).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: lead.success })).toBeFocused();

      await page.goto(contact.path);
      await page.getByLabel(contact.name, { exact: true }).fill('Tom Baker');
      await page.getByLabel(contact.email, { exact: true }).fill('tom@kestrel.co.uk');
      await page.getByLabel(contact.subject).fill('Company page video');
      await page.getByLabel(contact.body).fill('How do we add a video to our company page?');
      await page.getByRole('button', { name: contact.send }).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: contact.thanks })).toBeFocused();

      const nl = language === 'nl';
      await page.goto(`/nps/recruiters?${nl ? 'lang=nl&' : ''}score=7`);
      await page.getByRole('button', { name: nl ? 'Score bevestigen' : 'Confirm score' }).press('Enter');
      const details = page.locator('#survey-step');
      await expect(details).toHaveText(nl ? /^Bedankt! / : /^Thanks! /);
      await expect(details).toBeFocused();
      expect(await focused(page)).not.toBe('body');

      await page.goto(`/update-email-settings?${nl ? 'lang=nl&' : ''}token=demo-token-1234`);
      await page.getByRole('button', { name: nl ? 'Instellingen opslaan' : 'Save settings' }).press('Enter');
      await expect(page.locator('[data-screen="email-settings-updated"] h1')).toBeFocused();

      await page.goto(`/unsubscribe?${nl ? 'lang=nl&' : ''}token=demo-token-1234&subject=likes`);
      await page.getByRole('button', { name: nl ? 'Afmelden' : 'Unsubscribe' }).press('Enter');
      await expect(page.locator('[data-screen="unsubscribed"] h1')).toBeFocused();
    });

    test('4. on a phone the outcome after a successful submit is on screen', async ({ page }) => {
      await page.goto(lead.path);
      await page.getByLabel(lead.name, { exact: true }).fill('Eva Jansen');
      await fillLeadRest(page, lead);
      await page.getByRole('button', { name: lead.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: lead.success })).toBeVisible();
      await expect.poll(() => inViewport(page, '.lead-form .form-status')).toBe(true);
      await expectNoAxeViolations(page);

      await page.goto(contact.path);
      await page.getByLabel(contact.name, { exact: true }).fill('Tom Baker');
      await page.getByLabel(contact.email, { exact: true }).fill('tom@kestrel.co.uk');
      await page.getByLabel(contact.subject).fill('Company page video');
      await page.getByLabel(contact.body).fill('How do we add a video to our company page?');
      await page.getByRole('button', { name: contact.send }).click();
      await expect(page.getByRole('status').filter({ hasText: contact.thanks })).toBeVisible();
      await expect.poll(() => inViewport(page, '.contact-form .form-status')).toBe(true);
    });

    test('5. a server refusal says what is wrong with the value; the summary goes once it is fixed', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(PROVOKED);
      await useScenario(page, { mock: 'invalid' });
      await page.goto(lead.path);
      await page.getByLabel(lead.name, { exact: true }).fill('Eva Jansen');
      await fillLeadRest(page, lead, '+31 6 12345678');
      await page.getByRole('button', { name: lead.submit }).click();
      const summary = page.getByRole('status').filter({ hasText: lead.invalid });
      await expect(summary).toBeVisible();
      const phone = page.getByLabel(lead.phone);
      await expect(phone).toHaveAccessibleDescription(new RegExp(lead.unreachable));
      // Never a "like +31 6 12345678" example for exactly that value.
      await expect(phone).not.toHaveAccessibleDescription(/12345678\./);
      await expectNoAxeViolations(page);
      await page.getByLabel(lead.email).fill('eva@vlinderbank.com');
      await expect(summary).toBeVisible();
      await phone.fill('020 123 4567');
      await expect(summary).toHaveCount(0);
      await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('6. limits count what a person sees; NL numbers as written; nothing cut silently', async ({
      page,
    }) => {
      const sent = leadRequests(page);
      await page.goto(lead.path);
      const name = page.getByLabel(lead.name, { exact: true });
      await expect(name).toHaveAttribute('maxlength', '400');
      await name.fill('😀'.repeat(101));
      await expect(page.getByText(lead.countTooMany)).toBeVisible();
      await name.fill('😀'.repeat(60));
      await fillLeadRest(page, lead, '(020) 123 4567');
      await page.getByRole('button', { name: lead.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: lead.success })).toBeVisible();
      expect(sent).toEqual([expect.objectContaining({ name: '😀'.repeat(60), phone: '(020) 123 4567' })]);

      const nl = language === 'nl';
      await page.goto(`/nps/job-seekers?${nl ? 'lang=nl&' : ''}score=9`);
      await page.getByRole('button', { name: nl ? 'Score bevestigen' : 'Confirm score' }).click();
      const reason = page.getByLabel(
        nl
          ? 'Wat is de belangrijkste reden voor je score?'
          : 'What is the most important reason for your score?',
      );
      await expect(reason).toHaveAttribute('maxlength', '8000');
      await reason.fill('a'.repeat(2500));
      await expect(reason).toHaveValue('a'.repeat(2500));
      await expect(
        page.getByText(nl ? '2500 van 2000 tekens: 500 te veel' : '2500 of 2000 characters: 500 too many'),
      ).toBeVisible();
      await page.getByRole('button', { name: nl ? 'Feedback versturen' : 'Send feedback' }).click();
      await expect(reason).toBeFocused();
      await expect(reason).toHaveAttribute('aria-invalid', 'true');
      await expect(reason).toHaveValue('a'.repeat(2500));
      await expectNoAxeViolations(page);
    });

    test('7. NPS: the scale’s meaning is in the names; a reload after thanks does not ask again', async ({
      page,
    }) => {
      const nl = language === 'nl';
      const query = `${nl ? 'lang=nl&' : ''}score=8&token=nps-invite-${language}-7`;
      await page.goto(`/nps/recruiters?${nl ? 'lang=nl' : ''}`);
      await expect(
        page.getByRole('radio', { name: nl ? '0, helemaal niet waarschijnlijk' : '0, not at all likely' }),
      ).toHaveCount(1);
      await expect(
        page.getByRole('radio', { name: nl ? '10, zeer waarschijnlijk' : '10, extremely likely' }),
      ).toHaveCount(1);

      await page.goto(`/nps/recruiters?${query}`);
      await page.getByRole('button', { name: nl ? 'Score bevestigen' : 'Confirm score' }).click();
      await page.getByRole('button', { name: nl ? 'Overslaan' : 'Skip' }).click();
      const thanks = page.getByRole('heading', {
        name: nl ? 'Bedankt voor je feedback!' : 'Thank you for your feedback!',
      });
      await expect(thanks).toBeVisible();
      await page.reload();
      await expect(thanks).toBeVisible();
      await expect(page.getByRole('button', { name: nl ? 'Score bevestigen' : 'Confirm score' })).toHaveCount(
        0,
      );
      await expectNoAxeViolations(page);
    });

    test('8. a malformed, unknown or expired link: one state, with the way forward', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(PROVOKED);
      const nl = language === 'nl' ? 'lang=nl&' : '';
      const problem = page.getByRole('alert').filter({ hasText: LINK_PROBLEM[language] });
      await page.goto(`/unsubscribe?${nl}token=abc&subject=likes`);
      await expect(problem).toBeVisible();
      await expect(problem.getByRole('link')).toHaveAttribute('href', /\/settings\/notifications$/);
      await expect(
        page.getByRole('button', { name: language === 'nl' ? 'Afmelden' : 'Unsubscribe' }),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.goto(`/update-email-settings?${nl}token=abc`);
      await expect(problem).toBeVisible();

      await useScenario(page, { mock: 'unknown-token' });
      await page.goto(`/update-email-settings?${nl}token=demo-token-1234`);
      await expect(problem).toBeVisible();
      await page.goto(`/unsubscribe?${nl}token=demo-token-1234&subject=likes`);
      await page.getByRole('button', { name: language === 'nl' ? 'Afmelden' : 'Unsubscribe' }).click();
      await expect(problem).toBeVisible();
      await expect(problem).toBeFocused();
    });

    test('9. a late chunk on the prerendered page raises no alarm and moves nothing; a failed one keeps typed values', async ({
      page,
      consoleGuard,
      warnBeacons,
    }) => {
      consoleGuard.allow(PROVOKED);
      await page.clock.install();
      const failed =
        language === 'nl'
          ? 'Er ging iets mis bij het laden van de pagina.'
          : 'There was a problem loading the page.';
      const employers = await holdRequests(page, chunk('employers'));
      await page.goto(lead.path, { waitUntil: 'domcontentloaded' });
      const name = page.getByLabel(lead.name, { exact: true });
      await name.fill('Eva Jansen');
      // Where the heading sits in the document (not the viewport: a submit scrolls to its outcome).
      const headingTop = () =>
        page.locator('h1').evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);
      const before = await headingTop();
      // The page time-out (10 s, src/lazy/screen-loader.ts) passes on the page's clock: it is reported, and the
      // readable page gets no notice, so nothing covers or moves it (docs/decisions/0302).
      await expect(async () => {
        await page.clock.fastForward(PAGE_TIMEOUT_MS);
        expect(
          warnBeacons.bodies.some((body) => /did not load within 10000 ms/.test(String(body.message))),
        ).toBe(true);
      }).toPass({ intervals: [0, 500, 1_000] });
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(
        page.getByRole('status').filter({ hasText: /longer than usual|langer dan normaal/ }),
      ).toHaveCount(0);
      expect(await headingTop()).toBe(before);
      await expect(name).toHaveValue('Eva Jansen');
      employers.release();
      await fillLeadRest(page, lead);
      await expect(name).toHaveValue('Eva Jansen');
      await page.getByRole('button', { name: lead.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: lead.success })).toBeVisible();
      expect(await headingTop()).toBe(before);

      // A chunk that fails: the page stays, and its retry brings back what was typed.
      await page.route(chunk('employers'), (route) => route.abort());
      await page.goto(lead.path, { waitUntil: 'domcontentloaded' });
      await name.fill('Eva Jansen');
      const notice = page.getByRole('alert').filter({ hasText: failed });
      await expect(notice).toBeVisible();
      // In a bar fixed to the viewport: the page under it has not moved.
      expect(await headingTop()).toBe(before);
      await expect(name).toHaveValue('Eva Jansen');
      await page.unroute(chunk('employers'));
      await notice.getByRole('button').click();
      await expect(notice).toHaveCount(0);
      await expect(name).toHaveValue('Eva Jansen');
    });
  });
}
