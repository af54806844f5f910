import { expect, test } from '../support/fixtures.ts';
import { leadRequests, PHONE } from '../support/forms.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { fillLeadRest, LEAD_TEXT } from '../support/form-texts.ts';

/**
 * Length limits count what a person sees and cut nothing silently; Dutch numbers go as written. Finding 6 of
 * the forms review (docs/requirements/forms.md), in both languages, on a phone's viewport.
 */
test.use({ viewport: PHONE });

for (const language of ['en', 'nl'] as const) {
  const lead = LEAD_TEXT[language];

  test.describe(`a form's limits (${language}, 390 px)`, () => {
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
  });
}
