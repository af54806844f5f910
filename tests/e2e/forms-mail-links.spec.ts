import { expect, test } from '../support/fixtures.ts';
import { PHONE, PROVOKED } from '../support/forms.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { useScenario } from '../support/mocks.ts';

/**
 * The pages a mail links to (the NPS invite, email settings, unsubscribe): the survey's scale named, no second
 * ask after thanks, and one state with the way forward for a link that no longer works. Findings 7 and 8 of
 * the forms review (docs/requirements/forms.md), in both languages, on a phone's viewport.
 */
test.use({ viewport: PHONE });

const LINK_PROBLEM = {
  en: 'This link can no longer be used: it has expired, or it was cut off on its way.',
  nl: 'Deze link werkt niet meer: hij is verlopen, of onderweg afgebroken.',
} as const;

for (const language of ['en', 'nl'] as const) {
  test.describe(`the pages a mail links to (${language}, 390 px)`, () => {
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
  });
}
