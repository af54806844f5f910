import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { isStale, newestMtime, stampText } from './stale.mjs';

function tree() {
  const root = mkdtempSync(join(tmpdir(), 'stale-'));
  mkdirSync(join(root, 'pkg/src'), { recursive: true });
  mkdirSync(join(root, 'pkg/dist'), { recursive: true });
  mkdirSync(join(root, 'shared/src'), { recursive: true });
  writeFileSync(join(root, 'pkg/src/a.ts'), 'a');
  writeFileSync(join(root, 'shared/src/b.ts'), 'b');
  return root;
}

const at = (path, seconds) => utimesSync(path, seconds, seconds);

test('a package never built is stale', () => {
  const root = tree();
  assert.equal(isStale(join(root, 'pkg'), join(root, 'pkg/dist/.build-stamp'), join(root, 'shared')), true);
});

test('a build newer than every source is fresh; a newer source of the package or a shared package makes it stale', () => {
  const root = tree();
  const stamp = join(root, 'pkg/dist/.build-stamp');
  writeFileSync(stamp, 'x');
  at(join(root, 'pkg/src/a.ts'), 1000);
  at(join(root, 'shared/src/b.ts'), 1000);
  at(stamp, 2000);
  assert.equal(isStale(join(root, 'pkg'), stamp, join(root, 'shared')), false);
  at(join(root, 'shared/src/b.ts'), 3000);
  assert.equal(isStale(join(root, 'pkg'), stamp, join(root, 'shared')), true);
  at(join(root, 'shared/src/b.ts'), 1000);
  at(join(root, 'pkg/src/a.ts'), 3000);
  assert.equal(isStale(join(root, 'pkg'), stamp, join(root, 'shared')), true);
});

test('build output and dependencies do not count as sources', () => {
  const root = tree();
  at(join(root, 'pkg/src/a.ts'), 1000);
  writeFileSync(join(root, 'pkg/dist/out.js'), 'x');
  at(join(root, 'pkg/dist/out.js'), 5000);
  assert.equal(newestMtime(join(root, 'pkg')), 1000 * 1000);
});

test('a build made with other settings is stale, however new', () => {
  const root = tree();
  const stamp = join(root, 'pkg/dist/.build-stamp');
  at(join(root, 'pkg/src/a.ts'), 1000);
  at(join(root, 'shared/src/b.ts'), 1000);
  writeFileSync(stamp, stampText('VITE_PLATFORM_API=http://127.0.0.1:4180'));
  at(stamp, 2000);
  const stale = (settings) => isStale(join(root, 'pkg'), stamp, join(root, 'shared'), settings);
  assert.equal(stale('VITE_PLATFORM_API=http://127.0.0.1:4180'), false);
  assert.equal(stale('VITE_PLATFORM_API=http://127.0.0.1:5000'), true);
  assert.equal(stale(), true);
  // A stamp from before settings were recorded matches a build that names none.
  writeFileSync(stamp, '2026-11-22T10:00:00.000Z\n');
  at(stamp, 2000);
  assert.equal(stale(), false);
  assert.equal(stale('VITE_PLATFORM_API=http://127.0.0.1:4180'), true);
});

test('a newer file at the workspace root (lockfile, tsconfig.base.json) makes a build stale; its Markdown does not', () => {
  const root = tree();
  const stamp = join(root, 'pkg/dist/.build-stamp');
  writeFileSync(stamp, stampText());
  for (const file of ['pnpm-lock.yaml', 'tsconfig.base.json', 'README.md'])
    writeFileSync(join(root, file), 'x');
  for (const file of ['pkg/src/a.ts', 'shared/src/b.ts', 'pnpm-lock.yaml', 'tsconfig.base.json', 'README.md'])
    at(join(root, file), 1000);
  at(stamp, 2000);
  const stale = () => isStale(join(root, 'pkg'), stamp, join(root, 'shared'), '', root);
  assert.equal(stale(), false);
  at(join(root, 'README.md'), 3000);
  assert.equal(stale(), false);
  for (const file of ['pnpm-lock.yaml', 'tsconfig.base.json']) {
    at(join(root, file), 3000);
    assert.equal(stale(), true, file);
    at(join(root, file), 1000);
  }
});
