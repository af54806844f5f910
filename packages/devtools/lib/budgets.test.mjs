import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgets } from './budgets.mjs';

test('a missed size budget fails the run; met ones do not', () => {
  const held = budgets();
  assert.equal(held.judge('JS <= 100 kB', true), 'met');
  assert.equal(held.judge('chunk <= 20 kB', false), 'NOT met');
  const before = process.exitCode;
  held.settle();
  assert.equal(process.exitCode, 1);
  process.exitCode = before;
});

test('all met: the run does not fail', () => {
  const held = budgets();
  held.judge('JS <= 100 kB', true);
  held.judge('render <= 1 s', true, { loadSensitive: true });
  const before = process.exitCode;
  held.settle();
  assert.equal(process.exitCode, before);
});
