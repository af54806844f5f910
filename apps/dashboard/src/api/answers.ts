import { getJson } from './client.ts';

/** Answers of this page load, by URL: switching views back and forth does not ask again. */
const answers = new Map<string, unknown>();
/** Questions on their way, by URL: whoever asks the same thing shares one request. */
const inFlight = new Map<string, Promise<unknown>>();
/** Bumped by clearAnswers: a question asked before it (with another token) keeps no answer. */
let generation = 0;

/**
 * Asks the query API once per URL: a question on its way is shared, an answer is kept for the page load.
 * The entry asks the landing view's questions before React runs (ask-early.ts); the view then finds them
 * here, on their way or answered.
 */
export function ask<T>(url: string): Promise<T> {
  if (answers.has(url)) return Promise.resolve(answers.get(url) as T);
  let pending = inFlight.get(url) as Promise<T> | undefined;
  if (!pending) {
    const asked = generation;
    pending = getJson<T>(url).then((data) => {
      if (asked === generation) answers.set(url, data);
      return data;
    });
    const settled = () => {
      if (inFlight.get(url) === pending) inFlight.delete(url);
    };
    pending.then(settled, settled);
    inFlight.set(url, pending);
  }
  return pending;
}

export const hasAnswer = (url: string): boolean => answers.has(url);
export const answerOf = <T>(url: string): T => answers.get(url) as T;

/** Forgets every answer and every question on its way (a new token: the store's answers may differ). */
export function clearAnswers(): void {
  generation += 1;
  answers.clear();
  inFlight.clear();
}
