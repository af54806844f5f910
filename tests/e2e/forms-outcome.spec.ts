import { expect, test } from '../support/fixtures.ts';
import { focused, inViewport, PHONE, PROVOKED } from '../support/forms.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { CONTACT_TEXT, fillLeadRest, LEAD_TEXT } from '../support/form-texts.ts';
import { useScenario } from '../support/mocks.ts';

/**
 * What a person meets after a submit: focus on the outcome, the outcome on a phone's screen, and a refusal
 * that says what is wrong with the value. Findings 3–5 of the forms review (docs/requirements/forms.md), in
 * both languages, on a phone's viewport.
 */
test.use({ viewport: PHONE });

for (const language of ['en', 'nl'] as const) {
  const lead = LEAD_TEXT[language];
  const contact = CONTACT_TEXT[language];

  test.describe(`a form's outcome (${language}, 390 px)`, () => {
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
  });
}
