import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ask, clearAnswers, hasAnswer } from './answers.ts';

let answer: (body: unknown) => void;
let requests = 0;

beforeEach(() => {
  requests = 0;
  clearAnswers();
  vi.stubGlobal('sessionStorage', { getItem: () => 'a-token', removeItem: () => undefined });
  vi.stubGlobal('fetch', () => {
    requests += 1;
    return new Promise((resolve) => {
      answer = (body) => resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('shares a question on its way and keeps its answer', async () => {
  const first = ask('/releases');
  const second = ask('/releases');
  answer({ rows: [] });
  expect(await first).toEqual({ rows: [] });
  expect(await second).toEqual({ rows: [] });
  expect(await ask('/releases')).toEqual({ rows: [] });
  expect(requests).toBe(1);
});

it('keeps no answer to a question asked before the answers were cleared (another token)', async () => {
  const before = ask('/releases');
  clearAnswers();
  answer({ rows: ['old token'] });
  await before;
  expect(hasAnswer('/releases')).toBe(false);
  void ask('/releases');
  expect(requests).toBe(2);
});
