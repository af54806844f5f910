import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A small site with the web build's layout (one `<path>/index.html` per exact path, `404.html`, hashed
 * chunks under `static/`), so the nginx rules are tested independently of what the pages contain.
 */
export const FIXTURE_JS = '/static/js/app.3f9a1c.chunk.js';
export const FIXTURE_CSS = '/static/css/app.3f9a1c.chunk.css';

const page = (marker: string, extraHead = '') => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${marker}</title>
<link rel="stylesheet" href="${FIXTURE_CSS}">
<script type="module" src="${FIXTURE_JS}"></script>${extraHead}
</head><body><main data-page="${marker}">${marker}</main></body></html>
`;

export function writeFixtureSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'opstap-site-'));
  const files: Record<string, string> = {
    // Inline CSS in the prerendered HTML, as the real build inlines critical CSS: allowed by its hash.
    'index.html': page('home', '<style>main { letter-spacing: 3px; }</style>'),
    'werkgevers/index.html': page('werkgevers'),
    'employers/index.html': page('employers'),
    'nps/recruiters/index.html': page('nps-recruiters'),
    '404.html': page('not-found'),
    // A same-origin script (it runs) that then injects inline code the build never had (the CSP must
    // refuse it); padded over gzip's and brotli's 512-byte minimum, so compression shows.
    [FIXTURE_JS.slice(1)]: [
      "document.documentElement.dataset.js = 'ran';",
      "const injected = document.createElement('script');",
      "injected.textContent = 'window.inlineRan = true;';",
      'document.head.append(injected);',
      ...Array.from({ length: 40 }, () => '// padding so the chunk compresses'),
    ].join('\n'),
    [FIXTURE_CSS.slice(1)]: `main { color: #123; }\n${'/* padding so the chunk compresses */\n'.repeat(40)}`,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
