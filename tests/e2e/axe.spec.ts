import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The helper every accessibility check goes through: it must fail on WCAG 2.1 A/AA violations and only on
// those (docs/requirements/site.md#budgets), whatever options it passes axe.
test('the axe helper fails on WCAG violations and ignores best-practice rules', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Faults</title></head><body><main><img src="data:,"><p style="color:#bbb;background:#fff">faint</p></main></body></html>',
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(
    /image-alt[\s\S]*color-contrast|color-contrast[\s\S]*image-alt/,
  );

  // Two regions with one name break axe's best-practice rule landmark-unique, which no WCAG level asks for.
  await page.setContent(
    '<html lang="en"><head><title>Two tables</title></head><body><main><h1>Two tables</h1>' +
      '<div role="region" aria-label="By day" tabindex="0">one</div>' +
      '<div role="region" aria-label="By day" tabindex="0">two</div></main></body></html>',
  );
  await expectNoAxeViolations(page);
});
