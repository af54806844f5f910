import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askEarly } from './ask-early.ts';
import { clearAnswers } from './answers.ts';

/** What the stubbed service answers; any other question stays unanswered. */
const ANSWERS: Record<string, unknown> = {
  '/releases?from=2026-11-01&tz=UTC': {
    rows: [{ appVersion: '1.6.0' }, { appVersion: '1.7.0' }, { appVersion: '1.8.0' }],
  },
  // The releases and phases views pick from every release seen, whatever the window.
  '/releases?from=2000-01-01': {
    rows: [
      { appVersion: '1.5.0' },
      { appVersion: '1.6.0' },
      { appVersion: '1.7.0' },
      { appVersion: '1.8.0' },
    ],
  },
  '/warnings?from=2026-11-01&groupBy=messageClass&tz=UTC': {
    rows: [{ key: 'Loading chunk * failed' }, { key: 'Slow page' }],
  },
};

/** The URLs fetched, below `/analytics`. */
let asked: string[];

beforeEach(() => {
  // Only the clock: the window's days are counted from today (lib/search.ts), 2026-11-28 here.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the questions the entry asks before the app runs', () => {
  it('asks the landing view’s first questions, read from the URL as the router reads it', () => {
    askEarly({ pathname: '/dashboard/', search: '?tz=UTC' });
    askEarly({
      pathname: '/dashboard/trends/',
      search: '?screen=employers&metric=%22INP%22&days=7&tz=%22Europe%2FAmsterdam%22',
    });
    askEarly({
      pathname: '/dashboard/distribution',
      search: '?metric=CLS&device=mobile&from=2026-11-01&to=2026-11-07&tz=UTC',
    });
    const week = 'from=2026-11-22&groupBy=day';
    const amsterdam = 'tz=Europe%2FAmsterdam';
    expect(asked).toEqual([
      '/vitals/passing?from=2026-11-01&groupBy=screen&tz=UTC',
      '/releases?from=2026-11-01&tz=UTC',
      // The site trend's three metrics in one answer (decision 0813).
      '/vitals/trend?from=2026-11-01&percentiles=75&tz=UTC',
      `/releases?from=2026-11-22&${amsterdam}`,
      `/vitals/summary?${week}&language=en&metric=INP&percentiles=50%2C75%2C95&screen=employers&${amsterdam}`,
      `/vitals/summary?${week}&language=nl&metric=INP&percentiles=50%2C75%2C95&screen=employers&${amsterdam}`,
      '/vitals/histogram?buckets=40&device=mobile&from=2026-11-01&metric=CLS&to=2026-11-08&tz=UTC',
      '/vitals/summary?device=mobile&from=2026-11-01&groupBy=device&metric=CLS&percentiles=50%2C75%2C90%2C95%2C99&to=2026-11-08&tz=UTC',
    ]);
  });

  it('asks each question once, however often the entry runs', () => {
    askEarly({ pathname: '/dashboard/attribution', search: '?tz=UTC' });
    askEarly({ pathname: '/dashboard/attribution', search: '?tz=UTC' });
    expect(asked).toEqual(['/vitals/attribution?from=2026-11-01&limit=10&metric=LCP&tz=UTC']);
  });

  it('asks what the first answer decides once it is in: the releases to compare, the class to detail', async () => {
    askEarly({ pathname: '/dashboard/releases', search: '?baseline=1.5.0&tz=UTC' });
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    // Both releases read whole: no window unless the analyst chose one (lib/search.ts comparisonParams).
    expect(asked).toEqual([
      '/releases?from=2000-01-01',
      '/vitals/compare?baseline=1.5.0&candidate=1.8.0&groupBy=screen%2Cdevice&metric=LCP&tz=UTC',
    ]);
    askEarly({ pathname: '/dashboard/phases', search: '?metric=INP&tz=UTC' });
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toBe(
      '/vitals/phases?baseline=1.7.0&candidate=1.8.0&groupBy=screen%2Cdevice&metric=INP&tz=UTC',
    );
    askEarly({ pathname: '/dashboard/warnings', search: '?tz=UTC' });
    await vi.waitFor(() => expect(asked).toHaveLength(10));
    // The class exactly (not every class sharing its text up to a star); rankings with their minimum. Its
    // timeline marks the window's releases: asked here for the first time.
    const chunk = 'messageClass=Loading+chunk+*+failed';
    const window = 'from=2026-11-01&groupBy';
    expect(asked.slice(4).sort()).toEqual([
      '/releases?from=2026-11-01&tz=UTC',
      `/warnings?${window}=appVersion&${chunk}&minPageViews=100&tz=UTC`,
      `/warnings?${window}=browser&${chunk}&minPageViews=100&tz=UTC`,
      `/warnings?${window}=day&${chunk}&tz=UTC`,
      `/warnings?${window}=path%2Cbrowser&${chunk}&minPageViews=100&tz=UTC`,
      `/warnings?${window}=path&${chunk}&minPageViews=100&tz=UTC`,
    ]);
  });

  it('asks nothing without a token, or for a path that is not a view', () => {
    askEarly({ pathname: '/dashboard/elsewhere', search: '' });
    sessionStorage.removeItem('opstap:analytics-token');
    askEarly({ pathname: '/dashboard/', search: '' });
    expect(asked).toEqual([]);
  });
});
