import { useEffect, useState } from 'react';
import { answerOf, ask, hasAnswer } from './answers.ts';
import type { Question } from './questions.ts';

export type ApiState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

/**
 * One query API answer for a component; `null` skips the request. Asks again when the question changes;
 * an answer to an earlier question is never shown for a later one.
 */
export function useApi<T>(question: Question | null): ApiState<T> {
  const url = question === null ? null : question.url;
  const [answer, setAnswer] = useState<{ url: string; state: ApiState<T> } | null>(null);

  useEffect(() => {
    if (url === null || hasAnswer(url)) return;
    // Not aborted when the question changes (another component may share it): a late answer is kept
    // (answers.ts) and ignored here.
    let current = true;
    ask<T>(url).then(
      (data) => {
        if (current) setAnswer({ url, state: { status: 'ok', data } });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        setAnswer({ url, state: { status: 'error', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);

  if (url === null) return { status: 'loading' };
  if (hasAnswer(url)) return { status: 'ok', data: answerOf<T>(url) };
  return answer?.url === url ? answer.state : { status: 'loading' };
}
