import { defaultParseSearch } from '@tanstack/react-router';
import { parseSearch } from '../lib/search.ts';
import { ask } from './answers.ts';
import { readToken } from './token.ts';
import { firstQuestions, nextQuestions } from './questions.ts';

/** Where the app is served (vite.config.ts `base`, without its trailing slash). */
const BASE = '/dashboard';

/**
 * Asks the landing view's first questions from the entry, before the app's JavaScript has loaded and the
 * first paint has happened (main.tsx): the store's answer, the long pole of each view over a large store,
 * is then on its way while React starts (docs/perf/dashboard.md); once the first answer is in, the questions
 * it decides (the releases to compare, the warning class to detail) follow. The view finds each in flight or
 * answered (answers.ts), so nothing is asked twice. The URL is read as the router reads it, with its own
 * search parser. Without a token nothing is asked: the app will show the prompt
 * (docs/decisions/0801-dashboard-questions-from-the-entry.md).
 */
export function askEarly(location: { pathname: string; search: string }): void {
  if (!readToken()) return;
  const path = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) : location.pathname;
  const view = path === '' ? '/' : path.replace(/\/$/, '') || '/';
  const search = parseSearch(defaultParseSearch(location.search));
  const [first, ...others] = firstQuestions(view, search);
  if (!first) return;
  // A refusal is the view's to show when it asks again.
  ask(first.url).then(
    (answer) => {
      for (const { url } of nextQuestions(view, search, answer)) ask(url).catch(() => undefined);
    },
    () => undefined,
  );
  for (const { url } of others) ask(url).catch(() => undefined);
}
