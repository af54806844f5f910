import type { Page } from '@playwright/test';

/**
 * What a visit under the production CSP (docs/decisions/0704-one-header-set-for-both-servers.md) must not show:
 * each violation, console error, page error and failed request from now on, as a line, in the array returned.
 */
export async function collectPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (d: string) => void }).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  return problems;
}
