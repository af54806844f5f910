import type { AlertsResponse, Budget, BudgetsResponse } from '@opstap/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getJson, sendJson } from './client.ts';
import type { ApiState } from './use-api.ts';

/**
 * The budgets and the alerts' history, read fresh each time (not from the page load's answers, answers.ts):
 * the Budgets view edits what it shows, and a check may have changed it since
 * (docs/requirements/telemetry-service.md#budgets-and-alerts).
 */
export function useBudgets(): {
  budgets: ApiState<BudgetsResponse>;
  history: ApiState<AlertsResponse>;
  reload: () => void;
} {
  const [revision, setRevision] = useState(0);
  const [budgets, setBudgets] = useState<ApiState<BudgetsResponse>>({ status: 'loading' });
  const [history, setHistory] = useState<ApiState<AlertsResponse>>({ status: 'loading' });
  // Also each failure's retry (states.tsx): both are read again.
  const reload = useCallback(() => setRevision((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    const settle =
      <T>(set: (state: ApiState<T>) => void) =>
      (promise: Promise<T>) =>
        promise.then(
          (data) => current && set({ status: 'ok', data }),
          (error: unknown) =>
            current &&
            set({
              status: 'error',
              message: error instanceof Error ? error.message : String(error),
              retry: reload,
            }),
        );
    void settle(setBudgets)(getJson<BudgetsResponse>('/budgets'));
    void settle(setHistory)(getJson<AlertsResponse>('/alerts?limit=50'));
    return () => {
      current = false;
    };
  }, [revision, reload]);
  return { budgets, history, reload };
}

const budgetPath = ({ screen, device, metric }: Pick<Budget, 'screen' | 'device' | 'metric'>) =>
  `/budgets/${encodeURIComponent(screen)}/${device}/${metric}`;

/** Sets a budget's limit with an operator token. */
export const putBudget = (
  key: Pick<Budget, 'screen' | 'device' | 'metric'>,
  p75Limit: number,
  token: string,
) => sendJson<Budget>('PUT', budgetPath(key), token, { p75Limit });

/** Deletes a budget with an operator token. */
export const deleteBudget = (key: Pick<Budget, 'screen' | 'device' | 'metric'>, token: string) =>
  sendJson<null>('DELETE', budgetPath(key), token);
