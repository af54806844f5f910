import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');
const WEB = join(REPO, 'apps/web');
/** Not copied: linked (dependencies, static files) or not needed by a dev server (builds, benches). */
const LEFT_OUT = new Set(['node_modules', 'public', 'dist', 'bench', 'deploy']);

/**
 * A copy of the web app's sources for a test that edits them under a dev server (tests/e2e/dev-loop.spec.ts),
 * so the checkout's files are never edited: another test's build running beside it (`lingui extract`
 * rewrites the PO files) could otherwise read or write them mid-edit. Inside the repository (under
 * `tests/`, git-ignored), so Vite serves the linked dependencies and Node resolves them through the linked
 * `node_modules`; named after the dev server's port, so two runs never share one.
 */
export function copyWebApp(port: number): { dir: string; remove: () => void } {
  const root = join(REPO, `tests/.dev-loop-${port}`);
  const dir = join(root, 'web');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(WEB, dir, {
    recursive: true,
    filter: (source) => source === WEB || !LEFT_OUT.has(source.slice(WEB.length + 1).split('/')[0] ?? ''),
  });
  for (const linked of ['node_modules', 'public']) symlinkSync(join(WEB, linked), join(dir, linked), 'dir');
  const tsconfig = join(dir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    readFileSync(tsconfig, 'utf8').replace(
      '"../../tsconfig.base.json"',
      JSON.stringify(join(REPO, 'tsconfig.base.json')),
    ),
  );
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
