import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * How the web unit tests share their workers (docs/decisions/0010-test-run-stages.md): most test files need
 * no module graph of their own, and giving each one a fresh graph (React, Lingui, the router, a new jsdom)
 * cost more than the tests themselves. A file gets a fresh graph only when it needs one, which its source
 * says: it mocks a module, stubs a global or the env, resets modules, or fakes timers (those leak into the
 * next file of a shared graph, or miss a module the last file already loaded). Read from the sources, so a
 * new test that starts mocking moves by itself.
 */
const NEEDS_OWN_GRAPH = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers)\(/;
/** The per-file DOM switch; the one DOM library is jsdom (docs/requirements/engineering.md#workspace). */
const NEEDS_DOM = /^\/\/ @vitest-environment jsdom$/m;

export interface TestGroups {
  /** Node environment, one module graph for all of them. */
  shared: string[];
  /** jsdom, one module graph and one window for all of them (each file leaves storage and DOM clean). */
  sharedDom: string[];
  /** Each in a fresh module graph (and its own environment). */
  isolated: string[];
}

/** Sorts the test files under `root` (relative paths, `src/` and `scripts/`) into the three groups. */
export function testGroups(root: string): TestGroups {
  const groups: TestGroups = { shared: [], sharedDom: [], isolated: [] };
  for (const dir of ['src', 'scripts']) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(entry)) continue;
      const file = join(root, dir, entry);
      const source = readFileSync(file, 'utf8');
      const group = NEEDS_OWN_GRAPH.test(source)
        ? 'isolated'
        : NEEDS_DOM.test(source)
          ? 'sharedDom'
          : 'shared';
      groups[group].push(relative(root, file));
    }
  }
  return groups;
}
