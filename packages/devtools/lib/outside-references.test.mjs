import assert from 'node:assert/strict';
import { test } from 'node:test';
import { outsideReferences } from './outside-references.mjs';

test('finds issue numbers and the notes beside the checkout, with the line and the reason', () => {
  const text = [
    '// fine: docs/requirements/site.md#routes',
    '// see issue 14 for the numbers',
    'As in Issue #7.',
    'read ../shared/spec/site-spec.md',
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
  const text = 'an issue the service had; the shared store; 14 issues fixed; tissue 12; ../sharedlib';
  assert.deepEqual(outsideReferences(text), []);
});
