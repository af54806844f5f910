import { useCallback, useEffect, useState } from 'react';
import { answerOf, ask, hasAnswer } from './answers.ts';
import type { Question } from './questions.ts';

export type ApiState<T> =
  { status: 'loading' } | { status: 'error'; message: string; retry: () => void } | { status: 'ok'; data: T };

/**
 * One query API answer for a component; `null` skips the request. Asks again when the question changes, and
 * when the analyst retries a failed one (an error is never kept: answers.ts); an answer to an earlier
 * question is never shown for a later one.
 */
export function useApi<T>(question: Question | null): ApiState<T> {
  const url = question === null ? null : question.url;
  const [answer, setAnswer] = useState<{ url: string; attempt: number; state: ApiState<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    // Asked even when answered: an answer that came between the render and this effect would otherwise
    // leave the component showing "loading" with nothing left to wake it.
    if (url === null) return;
    // Not aborted when the question changes (another component may share it): a late answer is kept
    // (answers.ts) and ignored here.
    let current = true;
    ask<T>(url).then(
      (data) => {
        if (current) setAnswer({ url, attempt, state: { status: 'ok', data } });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        setAnswer({ url, attempt, state: { status: 'error', message, retry } });
      },
    );
    return () => {
      current = false;
    };
  }, [url, attempt, retry]);

  if (url === null) return { status: 'loading' };
  if (hasAnswer(url)) return { status: 'ok', data: answerOf<T>(url) };
  return answer?.url === url && answer.attempt === attempt ? answer.state : { status: 'loading' };
}
