import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anchorsOf, brokenLinks, slugOf } from './doc-links.mjs';

const PAGES = {
  'docs/perf/test-run.md':
    '# The test run\n\n## Current: `.ci/run` on a fresh clone (2026-11-27)\n\n## Notes\n\n## Notes\n',
  'docs/perf/README.md': '# Measured figures\n',
  'docs/perf/history/test-run.md': '# History\n',
};
const read = (path) => PAGES[path] ?? (path === 'docs/perf/history' ? '' : undefined);
const found = (file, text) =>
  brokenLinks(file, text, read).map(({ line, target, why }) => [line, target, why]);

test('anchors as GitHub makes them: lower case, punctuation dropped, repeats numbered', () => {
  assert.equal(
    slugOf('Current: `.ci/run` on a fresh clone (2026-11-27)'),
    'current-cirun-on-a-fresh-clone-2026-11-27',
  );
  assert.equal(slugOf('Ports and the café’s ünïcode'), 'ports-and-the-cafés-ünïcode');
  assert.deepEqual(
    [...anchorsOf(PAGES['docs/perf/test-run.md'])],
    ['the-test-run', 'current-cirun-on-a-fresh-clone-2026-11-27', 'notes', 'notes-1'],
  );
  assert.deepEqual([...anchorsOf('```sh\n# not a heading\n```\n# Real\n')], ['real']);
});

test('a citation of docs/ in code or prose resolves to a page and, with #, to a heading of it', () => {
  const code = [
    '// docs/perf/test-run.md#notes-1 and docs/perf/test-run.md',
    '// docs/perf/gone.md',
    '// docs/perf/test-run.md#nowhere',
    '// apps/docs/perf/gone.md is not a citation of docs/',
  ].join('\n');
  assert.deepEqual(found('services/x.ts', code), [
    [2, 'docs/perf/gone.md', 'no such file'],
    [3, 'docs/perf/test-run.md#nowhere', 'no heading #nowhere in docs/perf/test-run.md'],
  ]);
});

test("a Markdown link resolves from the page's folder; web links, folders and fenced code pass", () => {
  const page = [
    '[current](test-run.md#the-test-run) [history](history/test-run.md) [all](history/) [top](#measured-figures)',
    '[web](https://example.org/x.md) [mail](mailto:a@b.nl)',
    '[moved](telemetry-queries.md) [lost](#nowhere)',
    '```md',
    '[inside a fence](nothing.md)',
    '```',
  ].join('\n');
  assert.deepEqual(found('docs/perf/README.md', page), [
    [3, 'telemetry-queries.md', 'no such file'],
    [3, '#nowhere', 'no heading #nowhere in docs/perf/README.md'],
  ]);
  // From the top, a link to a page of docs/ is a citation too: reported once.
  assert.deepEqual(found('README.md', '[gone](docs/perf/gone.md)'), [
    [1, 'docs/perf/gone.md', 'no such file'],
  ]);
});
