import { EXACT_ROUTES, PATTERN_ROUTES, resolve, SCREEN_NAMES } from '@opstap/routes';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from './app/app.tsx';
import { screens } from './app/screens.ts';
import { preloadIslands } from './lazy/island.tsx';
import { createAppRouter } from './router.tsx';

/** The screen the app renders for a URL, read from its markup as a visitor's browser would. */
async function renderedScreen(url: string): Promise<string | undefined> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // As the prerender does: the islands render in full on the server (src/lazy/island.tsx).
  await preloadIslands();
  const html = renderToString(<App router={router} />);
  return /data-screen="([^"]+)"/.exec(html)?.[1];
}

// The router is built from the table, so it must agree with `resolve()` on every URL, known or not.
// (Trailing slashes are the browser history's to drop: tests/e2e checks them in Chromium.)
const URLS = [
  ...EXACT_ROUTES.map((route) => route.path),
  ...PATTERN_ROUTES.map((route) => route.path.replace('{name}', 'acme')),
  '/werkgevers-big-bank_2',
  '/nope',
  '/Werkgevers',
  '/EMPLOYERS',
  '/employers/extra',
  '/nps',
  '/werkgevers-',
  '/werkgevers-acme/jobs',
  '/werkgevers-%20x',
  '/employers--',
];

describe('the router and the route table agree', () => {
  beforeAll(() => Promise.all(SCREEN_NAMES.map((screen) => screens.load(screen))));

  it.each(URLS)('%s', async (url) => {
    expect(await renderedScreen(url)).toBe(resolve(url).screen);
  });
});
