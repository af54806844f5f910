import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deadExports, exportedNames } from './dead-exports.mjs';

test('reads the names a module declares and lists as exports, not its default or re-exports', () => {
  const text = [
    'export const A = 1;',
    'export async function b() {}',
    'export interface C {}',
    'export type D = string;',
    'const e = 2, f = 3;',
    'export { e, f as g };',
    "export * from './other.ts';",
    "export { h } from './other.ts';",
    'export default 4;',
  ].join('\n');
  assert.deepEqual(
    exportedNames(text).map(({ name }) => name),
    ['A', 'b', 'C', 'D', 'e', 'g'],
  );
});

test('finds an export nothing uses, and leaves one used elsewhere, in its own file, or by name in a string', () => {
  const files = new Map([
    [
      'a.ts',
      'export const USED_ELSEWHERE = 1;\nexport const DEAD = 2;\nexport type Local = number;\nlet x: Local;',
    ],
    [
      'b.ts',
      "import { USED_ELSEWHERE } from './a.ts';\n// DEAD is only named in a comment here\nload('Lazy');",
    ],
    ['c.ts', 'export function Lazy() {}'],
  ]);
  assert.deepEqual(deadExports(files), [{ file: 'a.ts', line: 2, name: 'DEAD' }]);
});
