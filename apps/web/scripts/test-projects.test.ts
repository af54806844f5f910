import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testGroups } from './test-projects.ts';

const root = mkdtempSync(join(tmpdir(), 'opstap-test-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const files: Record<string, string> = {
  'src/pure.test.ts': "import { it } from 'vitest';",
  'src/dom/panel.test.tsx': '// @vitest-environment jsdom\nimport { it } from "vitest";',
  'src/mocked.test.ts': "vi.mock('./logger.ts', () => ({}));",
  'src/dom/stubbed.test.ts': "// @vitest-environment jsdom\nvi.stubGlobal('fetch', f);",
  'src/timers.test.ts': 'vi.useFakeTimers();',
  'src/fresh.test.ts': 'vi.resetModules();',
  'scripts/env.test.ts': "vi.stubEnv('DEV', false);",
  'src/not-a-test.ts': "vi.mock('./x.ts');",
};
for (const [path, source] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), source);
}

describe('the unit tests’ groups (docs/decisions/0010-test-run-stages.md)', () => {
  it('gives a fresh module graph only to files that mock, stub, reset modules or fake timers', () => {
    const groups = testGroups(root);
    expect(groups.shared).toEqual(['src/pure.test.ts']);
    expect(groups.sharedDom).toEqual(['src/dom/panel.test.tsx']);
    expect(groups.isolated.sort()).toEqual([
      'scripts/env.test.ts',
      'src/dom/stubbed.test.ts',
      'src/fresh.test.ts',
      'src/mocked.test.ts',
      'src/timers.test.ts',
    ]);
  });
});
