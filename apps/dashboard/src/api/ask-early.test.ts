import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askEarly } from './ask-early.ts';
import { clearAnswers } from './answers.ts';

/** The URLs fetched, below `/analytics`. */
let asked: string[];

beforeEach(() => {
  asked = [];
  clearAnswers();
  const store = new Map<string, string>([['opstap:analytics-token', 'a-token']]);
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url.replace(/^\/analytics/, ''));
    return new Promise(() => undefined); // never answers: only what was asked matters here
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the questions the entry asks before the app runs', () => {
  it('asks the landing view’s first questions, read from the URL as the router reads it', () => {
    askEarly({ pathname: '/dashboard/', search: '' });
    askEarly({ pathname: '/dashboard/trends/', search: '?screen=employers&metric=%22INP%22' });
    askEarly({ pathname: '/dashboard/distribution', search: '?metric=CLS&device=mobile' });
    expect(asked).toEqual([
      '/vitals/passing?groupBy=screen',
      '/releases',
      '/vitals/summary?groupBy=day&language=en&metric=INP&percentiles=50%2C75%2C95&screen=employers',
      '/vitals/summary?groupBy=day&language=nl&metric=INP&percentiles=50%2C75%2C95&screen=employers',
      '/vitals/histogram?buckets=40&device=mobile&metric=CLS',
    ]);
  });

  it('asks each question once, however often the entry runs', () => {
    askEarly({ pathname: '/dashboard/releases', search: '' });
    askEarly({ pathname: '/dashboard/releases', search: '' });
    expect(asked).toEqual(['/releases']);
  });

  it('asks nothing without a token, or for a path that is not a view', () => {
    askEarly({ pathname: '/dashboard/elsewhere', search: '' });
    sessionStorage.removeItem('opstap:analytics-token');
    askEarly({ pathname: '/dashboard/', search: '' });
    expect(asked).toEqual([]);
  });
});
