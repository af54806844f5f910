import { expect, test } from '../support/fixtures.ts';
import {
  CAPTCHA_LOAD_TIMEOUT_MS,
  chunk,
  holdRequests,
  leadRequests,
  PAGE_TIMEOUT_MS,
  passTimeOut,
  PHONE,
  PROVOKED,
} from '../support/forms.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { CONTACT_TEXT, fillLeadRest, LEAD_TEXT } from '../support/form-texts.ts';

/**
 * Forms that never lose what a person typed while the page is not yet theirs: before the app is interactive,
 * while the captcha stalls, while a chunk is late or fails. One test per finding of the forms review
 * (docs/requirements/forms.md), in both languages, on a phone's viewport; the review's other findings:
 * forms-outcome.spec.ts, forms-limits.spec.ts, forms-mail-links.spec.ts.
 */
test.use({ viewport: PHONE });

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
