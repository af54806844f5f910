import type { Page, Route } from '@playwright/test';

/**
 * Holds back every WOFF2 the page asks for, as a slow line would, so the first paint is in the fallback face
 * (the font-swap specs, docs/requirements/site.md#brand-and-imagery). `held()` counts what was asked for;
 * `release()` lets it through, and whatever is asked for after that passes at once.
 */
export async function holdFonts(page: Page): Promise<{ held: () => number; release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/*.woff2', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
