import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askEarly } from './ask-early.ts';
import { clearAnswers } from './answers.ts';

/** What the stubbed service answers; any other question stays unanswered. */
const ANSWERS: Record<string, unknown> = {
  '/releases': { rows: [{ appVersion: '1.6.0' }, { appVersion: '1.7.0' }, { appVersion: '1.8.0' }] },
  '/warnings?groupBy=messageClass': { rows: [{ key: 'Loading chunk * failed' }, { key: 'Slow page' }] },
};

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
    const question = url.replace(/^\/analytics/, '');
    asked.push(question);
    const answer = ANSWERS[question];
    // Other questions never answer: only what was asked matters here.
    return answer ? Promise.resolve(new Response(JSON.stringify(answer))) : new Promise(() => undefined);
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
    askEarly({ pathname: '/dashboard/attribution', search: '' });
    askEarly({ pathname: '/dashboard/attribution', search: '' });
    expect(asked).toEqual(['/vitals/attribution?limit=10&metric=LCP']);
  });

  it('asks what the first answer decides once it is in: the releases to compare, the class to detail', async () => {
    askEarly({ pathname: '/dashboard/releases', search: '?baseline=1.6.0' });
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe(
      '/vitals/compare?baseline=1.6.0&candidate=1.8.0&groupBy=screen%2Cdevice&metric=LCP',
    );
    askEarly({ pathname: '/dashboard/warnings', search: '' });
    await vi.waitFor(() => expect(asked).toHaveLength(8));
    // The class exactly (not every class sharing its text up to a star); rankings with their minimum.
    const chunk = 'messageClass=Loading+chunk+*+failed';
    expect(asked.slice(3).sort()).toEqual([
      `/warnings?groupBy=appVersion&${chunk}&minPageViews=100`,
      `/warnings?groupBy=browser&${chunk}&minPageViews=100`,
      `/warnings?groupBy=day&${chunk}`,
      `/warnings?groupBy=path%2Cbrowser&${chunk}&minPageViews=100`,
      `/warnings?groupBy=path&${chunk}&minPageViews=100`,
    ]);
  });

  it('asks nothing without a token, or for a path that is not a view', () => {
    askEarly({ pathname: '/dashboard/elsewhere', search: '' });
    sessionStorage.removeItem('opstap:analytics-token');
    askEarly({ pathname: '/dashboard/', search: '' });
    expect(asked).toEqual([]);
  });
});
