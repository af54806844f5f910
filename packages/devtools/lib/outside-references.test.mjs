import assert from 'node:assert/strict';
import { test } from 'node:test';
import { outsideReferences } from './outside-references.mjs';

// The texts are built from parts, so that this file holds no reference the rule (or a plain search of the
// tree) would find.
const ISSUE = ['iss', 'ue'].join('');
const SHARED = ['..', 'shared'].join('/');

test('finds issue numbers and the notes beside the checkout, with the line and the reason', () => {
  const text = [
    '// fine: docs/requirements/site.md#routes',
    `// see ${ISSUE} 14 for the numbers`,
    `As in ${ISSUE.toUpperCase()} #7.`,
    `read ${SHARED}/spec/site-spec.md`,
    'crawlers are dropped (FIELD-NOTES)',
  ].join('\n');
  assert.deepEqual(
    outsideReferences(text).map(({ line, why }) => [line, why.split(' (')[0]]),
    [
      [2, 'an issue number'],
      [3, 'an issue number'],
      [4, 'a folder outside the repository'],
      [4, 'a note outside the repository'],
      [5, 'a note outside the repository'],
    ],
  );
});

test('leaves words that only look alike', () => {
  const text = `an ${ISSUE} the service had; the shared store; 14 ${ISSUE}s fixed; t${ISSUE} 12; ${SHARED}lib`;
  assert.deepEqual(outsideReferences(text), []);
});
