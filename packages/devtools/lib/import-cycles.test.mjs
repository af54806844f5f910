import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findCycles, importSpecifiers, resolveImport } from './import-cycles.mjs';

test('reads static, type-only, re-exported, dynamic and required imports, and nothing else', () => {
  const source = `
    import { a } from './a.ts';
    import type { B } from '../b';
    export { c } from './c.js';
    export * from '@opstap/contracts/fixtures';
    const lazy = () => import('./lazy.tsx');
    const old = require('./old.cjs');
    const text = "import('./in-a-string')";
    // import x from './in-a-comment';
    new URL('./asset.svg', import.meta.url);
  `;
  assert.deepEqual(importSpecifiers(source).sort(), [
    '../b',
    './a.ts',
    './c.js',
    './lazy.tsx',
    './old.cjs',
    '@opstap/contracts/fixtures',
  ]);
});

const files = new Set([
  'app/src/main.ts',
  'app/src/page/index.tsx',
  'app/src/util.ts',
  'app/src/style.css',
  'contracts/src/fixtures.ts',
  'contracts/src/index.ts',
]);
const packages = new Map([
  [
    '@opstap/contracts',
    { dir: 'contracts', exports: { '.': './src/index.ts', './fixtures': './src/fixtures.ts' } },
  ],
]);

test('resolves relative paths as TypeScript and Vite do, and workspace packages through their exports', () => {
  const resolve = (specifier) => resolveImport('app/src/main.ts', specifier, files, packages);
  assert.equal(resolve('./util.ts'), 'app/src/util.ts');
  assert.equal(resolve('./util.js'), 'app/src/util.ts');
  assert.equal(resolve('./util'), 'app/src/util.ts');
  assert.equal(resolve('./page'), 'app/src/page/index.tsx');
  assert.equal(resolve('./util.ts?raw'), 'app/src/util.ts');
  assert.equal(resolve('@opstap/contracts'), 'contracts/src/index.ts');
  assert.equal(resolve('@opstap/contracts/fixtures'), 'contracts/src/fixtures.ts');
  // Outside the workspace's code: npm packages, node's modules, assets, what is not there.
  assert.equal(resolve('react'), null);
  assert.equal(resolve('node:fs'), null);
  assert.equal(resolve('./style.css'), null);
  assert.equal(resolve('./missing'), null);
  assert.equal(resolve('@opstap/contracts/not-exported'), null);
});

test('finds each circle once, through dynamic imports too, and none in a tree', () => {
  const tree = new Map([
    ['main', ['a', 'b']],
    ['a', ['c']],
    ['b', ['c']],
    ['c', []],
  ]);
  assert.deepEqual(findCycles(tree), []);

  const tangled = new Map([
    ['main', ['a']],
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']], // `c` imports `a` lazily: still a circle
    ['d', ['d']], // a file that imports itself
  ]);
  assert.deepEqual(findCycles(tangled).sort(), [
    ['a', 'b', 'c', 'a'],
    ['d', 'd'],
  ]);
});
