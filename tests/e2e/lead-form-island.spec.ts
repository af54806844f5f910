import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chunk, holdRequests, PHONE } from '../support/forms.ts';
import { fillLeadRest, LEAD_TEXT } from '../support/form-texts.ts';

/**
 * The lead form's code comes as the form nears the viewport, not with the page
 * (docs/decisions/0312-lead-form-island.md), and what a person typed into it before it
 * came stays (docs/requirements/forms.md).
 */
test.use({ viewport: PHONE });

const FORM_CODE = chunk('employer-lead-form');
/** The idle-loaded telemetry: the last script a first visit loads without interaction. */
const IDLE_TELEMETRY = /\/static\/js\/start-vitals\./;

const scripts = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
};

/** React has taken over the form (its root sets its own keys on the elements it hydrates). */
const formHydrated = (page: Page) =>
  page
    .locator('[data-island="lead-form"] form')
    .evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber$')));

for (const language of ['en', 'nl'] as const) {
  const lead = LEAD_TEXT[language];

  test(`${lead.path}: a first visit loads no form code; scrolling to the form loads it`, async ({ page }) => {
    const seen = scripts(page);
    const idle = page.waitForRequest(IDLE_TELEMETRY);
    await page.goto(lead.path);
    await idle;
    expect(seen.filter((path) => FORM_CODE.test(path))).toEqual([]);

    const formCode = page.waitForRequest(FORM_CODE);
    await page.locator('[data-island="lead-form"] form').scrollIntoViewIfNeeded();
    await formCode;
    // Hydrated: the form's own checks answer a submit, where the prerendered form alone would send nothing.
    await page.getByRole('button', { name: lead.submit }).click();
    await expect(page.getByText(lead.invalid)).toBeVisible();
  });

  test(`${lead.path}: text typed while the form's code is on its way is kept, and the form sends it`, async ({
    page,
  }) => {
    const formCode = await holdRequests(page, FORM_CODE);
    const asked = page.waitForRequest(FORM_CODE);
    const idle = page.waitForRequest(IDLE_TELEMETRY);
    await page.goto(lead.path);
    await idle;
    // Typing is a use of the form: it asks for its code (held here), and the prerendered field takes the text.
    await page.getByLabel(lead.name, { exact: true }).fill('Eva Jansen');
    await asked;
    await page.getByLabel(lead.role, { exact: true }).fill('Talent acquisition lead');
    formCode.release();
    await expect.poll(() => formHydrated(page), 'the form is hydrated').toBe(true);
    await expect(page.getByLabel(lead.name, { exact: true })).toHaveValue('Eva Jansen');
    await expect(page.getByLabel(lead.role, { exact: true })).toHaveValue('Talent acquisition lead');
    await fillLeadRest(page, lead);
    await page.getByRole('button', { name: lead.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: lead.success })).toBeVisible();
  });
}

test('a submit that React stops below the window while it hydrates is still held, and sent once the form can', async ({
  page,
}) => {
  const lead = LEAD_TEXT.en;
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/employer-leads')) sent.push(request.postDataJSON());
  });
  const formCode = await holdRequests(page, FORM_CODE);
  const asked = page.waitForRequest(FORM_CODE);
  await page.goto(lead.path);
  // React 18 stops the propagation of a submit that reaches a part of the page it has not hydrated yet
  // (react-dom's dispatch of a discrete event blocked on hydration): a holder listening after React, in the
  // bubble phase, never sees it and the browser posts the page. Here the root does that to the first submit.
  await page.evaluate(() => {
    document
      .getElementById('root')
      ?.addEventListener('submit', (event) => event.stopPropagation(), { capture: true, once: true });
  });
  await page.getByLabel(lead.name, { exact: true }).fill('Eva Jansen');
  await asked;
  await fillLeadRest(page, lead);
  await page.getByRole('button', { name: lead.submit }).click();
  // Held: still this page, not a native post of it.
  await expect(page.locator('[data-island="lead-form"] form[data-held]')).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe(lead.path);
  formCode.release();
  await expect(page.getByRole('status').filter({ hasText: lead.success })).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({ name: 'Eva Jansen' })]);
});

test('a language switch before the form has hydrated renders it afresh in the new language, with no mismatch', async ({
  page,
}) => {
  const [nl, en] = [LEAD_TEXT.nl, LEAD_TEXT.en];
  const idle = page.waitForRequest(IDLE_TELEMETRY);
  // The form's code is held until the switch is done: the island still holds the Dutch prerendered markup.
  const formCode = await holdRequests(page, FORM_CODE);
  await page.goto(nl.path);
  await idle;
  await expect(page.getByLabel(nl.name, { exact: true })).toBeVisible();
  await page.locator('[data-switcher="language"] a[lang="en"]').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(en.path);
  formCode.release();
  // The console guard fails the test on a hydration mismatch; the form speaks the page's language.
  await expect.poll(() => formHydrated(page), 'the form is rendered by React').toBe(true);
  await expect(page.getByLabel(en.name, { exact: true })).toBeVisible();
  await expect(page.getByLabel(nl.name, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: en.submit }).click();
  await expect(page.getByText(en.invalid)).toBeVisible();
});
