import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableFiles, relativeImports } from './import-graph.ts';

describe('the import graph the catalog parts are cut by (decision 0311)', () => {
  it('reads static, multi-line, side-effect and dynamic imports, and skips packages', () => {
    const source = [
      "import { a } from './a.ts';",
      'import {',
      '  b,',
      "} from '../lib/b.tsx';",
      "import './styles.css';",
      "export { c } from './c.ts';",
      "const page = () => import('./pages/d-page.tsx');",
      "import { t } from '@lingui/core/macro';",
    ].join('\n');
    expect(relativeImports(source)).toEqual([
      './a.ts',
      '../lib/b.tsx',
      './styles.css',
      './c.ts',
      './pages/d-page.tsx',
    ]);
  });

  it('follows imports from an entry and stops where told', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
    const files: Record<string, string> = {
      'src/main.tsx': "import './shell.tsx';\nconst p = () => import('./pages/a/a-page.tsx');",
      'src/shell.tsx': "import './styles.css';",
      'src/pages/a/a-page.tsx': "import { x } from '../../lib/x.ts';",
      'src/lib/x.ts': 'export const x = 1;',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const isPage = (file: string) => file.endsWith('-page.tsx');
    expect([...reachableFiles(root, 'src/main.tsx', isPage)].sort()).toEqual([
      'src/main.tsx',
      'src/shell.tsx',
    ]);
    expect([...reachableFiles(root, 'src/pages/a/a-page.tsx', () => false)].sort()).toEqual([
      'src/lib/x.ts',
      'src/pages/a/a-page.tsx',
    ]);
  });
});
