import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { E2E_DEV_PLATFORM_PORT, E2E_DEV_WEB_PORT } from '../support/ports.ts';
import { copyWebApp } from '../support/web-copy.ts';

/**
 * The dev loop: the web dev server, started once, shows an edited message's new text at once (hot update,
 * no reload) and an edited translation after one reload, without a restart (docs/decisions/0303-i18n-catalogs.md;
 * it runs on a copy of the app's sources, support/web-copy.ts, so the checkout is never edited); says when
 * mock scenarios are off (decision 0400); proxies only `/log/` and `/analytics/`; stops on a busy port
 * (docs/requirements/deployment.md#ports).
 */

const WEB_DIR = resolve(import.meta.dirname, '../../apps/web');
const DEV = `http://127.0.0.1:${E2E_DEV_WEB_PORT}`;
/** The copy the dev server runs on, made before it starts. */
let copy: ReturnType<typeof copyWebApp> | undefined;
const pageFile = () => join(copy?.dir ?? '', 'src/pages/not-found/not-found-page.tsx');
const nlCatalog = () => join(copy?.dir ?? '', 'src/i18n/locales/nl/messages.po');
const ENGLISH = 'The page you are looking for does not exist or has moved.';
const DUTCH = 'De pagina die je zoekt bestaat niet of is verplaatst.';

let dev: ChildProcess | undefined;
const originals = new Map<string, string>();

function edit(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!originals.has(file)) originals.set(file, text);
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

/**
 * The page's beacons answered here: the dev server runs without a service (its proxy would answer 502), and
 * a busy machine's slow-load warning would otherwise be a console error.
 */
async function answerBeacons(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/log/') || url.pathname.startsWith('/analytics/'),
    (route) => route.fulfill({ status: 204 }),
  );
}

function restore() {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
}
process.once('exit', () => copy?.remove());

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WEB_DEV_PORT: String(E2E_DEV_WEB_PORT),
    PLATFORM_PORT: String(E2E_DEV_PLATFORM_PORT),
    // No service: the page's beacons must not reach a developer's own `pnpm start` on the default port.
    TELEMETRY_ORIGIN: 'http://127.0.0.1:9',
  };
  delete env.VITE_ENABLE_MOCKS;
  delete env.VITE_PLATFORM_API;
  copy = copyWebApp(E2E_DEV_WEB_PORT);
  dev = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { cwd: copy.dir, env, stdio: 'inherit' });
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`the dev server exited with ${dev.exitCode}`);
    try {
      if ((await fetch(DEV)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`the dev server did not answer on ${DEV}`);
    await new Promise((done) => setTimeout(done, 250));
  }
});

test.afterAll(async () => {
  restore();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((done) => dev?.once('exit', done));
    dev.kill('SIGTERM');
    await exited;
  }
  copy?.remove();
});

test('an edited message shows at once, and an edited translation after one reload', async ({ page }) => {
  test.setTimeout(120_000);
  await answerBeacons(page);
  await page.goto(`${DEV}/employers/no-such-page`);
  await expect(page.getByText(ENGLISH)).toBeVisible({ timeout: 60_000 });
  // A mark in the page's memory: a reload would drop it.
  await page.evaluate(() => ((window as { devMark?: boolean }).devMark = true));

  // 1. The source text, not yet extracted: a hot update, the page keeps its state.
  const edited = 'The page you are looking for is not here (edited in dev).';
  let started = Date.now();
  edit(pageFile(), ENGLISH, edited);
  await expect(page.getByText(edited)).toBeVisible({ timeout: 30_000 });
  const hotMs = Date.now() - started;
  expect(await page.evaluate(() => (window as { devMark?: boolean }).devMark)).toBe(true);
  restore();
  await expect(page.getByText(ENGLISH)).toBeVisible({ timeout: 30_000 });

  // 2. A translation in the Dutch catalog: the page reloads once and shows it.
  await page.goto(`${DEV}/werkgevers/bestaat-niet`);
  await expect(page.getByText(DUTCH)).toBeVisible({ timeout: 60_000 });
  const translated = 'De pagina die je zoekt is er niet (aangepast in dev).';
  let loads = 0;
  page.on('load', () => (loads += 1));
  started = Date.now();
  edit(nlCatalog(), `msgstr "${DUTCH}"`, `msgstr "${translated}"`);
  await expect(page.getByText(translated)).toBeVisible({ timeout: 30_000 });
  const reloadMs = Date.now() - started;
  expect(loads).toBe(1);
  test.info().annotations.push({ type: 'dev loop', description: `hot ${hotMs} ms, reload ${reloadMs} ms` });
  console.log(
    `dev loop: edited message shown in ${hotMs} ms (hot), translation in ${reloadMs} ms (one reload)`,
  );
});

test('plain dev says loudly that mock scenarios are off, and how to turn them on', async ({ page }) => {
  await answerBeacons(page);
  await page.goto(`${DEV}/contact?lang=en&mock=invalid`);
  const notice = page.locator('[data-dev-notice="mock-scenarios-off"]');
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('Mock scenarios are off');
  await expect(notice).toContainText('VITE_ENABLE_MOCKS=true pnpm dev');
  // The page settles before the next one: its chunks still loading would be aborted by the navigation.
  await expect(page.locator('[data-screen="contact"]')).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Without a scenario asked for, nothing is said.
  await page.goto(`${DEV}/contact?lang=en`);
  await expect(page.locator('[data-screen="contact"]')).toBeVisible({ timeout: 60_000 });
  await expect(notice).toHaveCount(0);
});

test('the dev proxy leaves /logos/ to the site (its key is /log/, not /log)', async ({ request }) => {
  const logo = await request.get(`${DEV}/logos/dommel-robotics.svg`);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toMatch(/svg/);
});

test('a busy WEB_DEV_PORT stops the dev server at once, naming the port', async () => {
  const busy = createServer();
  await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
  const { port } = busy.address() as AddressInfo;
  try {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
      cwd: WEB_DIR,
      env: { ...process.env, WEB_DEV_PORT: String(port), PLATFORM_PORT: String(E2E_DEV_PLATFORM_PORT + 10) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('close', done));
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} is already in use`);
  } finally {
    busy.close();
  }
});
