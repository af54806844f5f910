import type { AlertEvent, Budget, BudgetsResponse, SummaryResponse } from '@opstap/contracts';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { deleteBudget, useBudgets } from '../api/budgets.ts';
import { questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { formatCount, formatValue } from '../lib/format.ts';
import type { DashboardSearch } from '../lib/search.ts';
import { BudgetForm, EMPTY_DRAFT, type BudgetDraft } from './budget-form.tsx';

const STATE_LABEL: Record<Budget['state'], string> = {
  ok: 'within',
  breaching: 'over, not yet firing',
  firing: 'firing',
  recovering: 'firing, recovering',
  unchecked: 'not checked yet',
};

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const minutes = (ms: number) => `${Math.round(ms / 60_000).toLocaleString('en-GB')} min`;
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const keyOf = (b: Pick<Budget, 'screen' | 'device' | 'metric'>) => `${b.screen}/${b.device}/${b.metric}`;

/**
 * Budgets: each page family × device × metric's p75 limit with its state and last check, a form to set one
 * (an operator token), and the history of firings and resolutions with what became of each webhook message
 * (docs/requirements/telemetry-service.md#budgets-and-alerts).
 */
export function BudgetsView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const { budgets, history, reload } = useBudgets();
  const families = useApi<SummaryResponse>(questions.families(search));
  const [draft, setDraft] = useState<{ draft: BudgetDraft; revision: number }>({
    draft: EMPTY_DRAFT,
    revision: 0,
  });
  const [token, setToken] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const edit = (next: BudgetDraft) => setDraft((prev) => ({ draft: next, revision: prev.revision + 1 }));
  const remove = async (budget: Budget) => {
    if (!token) return setNotice('Paste an operator token (OPERATOR_TOKEN) in the form to delete a budget.');
    try {
      await deleteBudget(budget, token);
      setNotice(`Deleted: ${budget.metric} budget of ${budget.screen} on ${budget.device}.`);
      reload();
    } catch (error) {
      setNotice(`Not deleted: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const familyNames =
    families.status === 'ok' ? families.data.rows.flatMap((row) => row.group.screen ?? []) : [];
  return (
    <section aria-labelledby="budgets-title" data-view="budgets">
      <h1 id="budgets-title">Budgets</h1>
      <Answer state={budgets} what="the budgets">
        {(data) => (
          <>
            <Checks checks={data.checks} />
            {data.budgets.length === 0 ? (
              <Empty>No budget is set. Set one below: a p75 limit for a page family on a device.</Empty>
            ) : (
              <BudgetTable
                budgets={data.budgets}
                onEdit={(b) => edit({ ...b, p75Limit: String(b.p75Limit) })}
                onDelete={(b) => void remove(b)}
              />
            )}
          </>
        )}
      </Answer>
      <p className="notice" role="status" aria-live="polite">
        {notice}
      </p>
      <BudgetForm
        key={draft.revision}
        draft={draft.draft}
        focus={draft.revision > 0}
        families={familyNames}
        token={token}
        onToken={setToken}
        onSaved={(message) => {
          setNotice(message);
          reload();
        }}
      />
      <h2 id="history-title">Alerts</h2>
      <Answer state={history} what="the alerts">
        {(data) =>
          data.events.length === 0 ? (
            <Empty>No budget has fired yet.</Empty>
          ) : (
            <HistoryTable events={data.events} />
          )
        }
      </Answer>
    </section>
  );
}

function Checks({ checks }: { checks: BudgetsResponse['checks'] }) {
  return (
    <p className="hint" data-testid="budget-checks">
      {checks.enabled
        ? `Checked every ${minutes(checks.intervalMs)} over the values of the last ${minutes(checks.windowMs)}. `
        : 'Not checked on a schedule (ALERT_CHECK_INTERVAL_MS is 0). '}
      An alert fires after {plural(checks.toFire, 'check')} in a row over the limit and resolves after{' '}
      {plural(checks.toResolve, 'check')} within it; a check with fewer than {checks.minSamples} values counts
      for neither. Sent to {plural(checks.webhooks, 'webhook')}.
    </p>
  );
}

function BudgetTable({
  budgets,
  onEdit,
  onDelete,
}: {
  budgets: Budget[];
  onEdit: (budget: Budget) => void;
  onDelete: (budget: Budget) => void;
}) {
  return (
    <DataTable
      caption="Budgets: the p75 limit of each page family on each device"
      testId="budgets-table"
      rowKey={keyOf}
      rows={budgets}
      columns={[
        { header: 'Budget', cell: (b) => <BudgetName budget={b} /> },
        { header: 'p75 limit', numeric: true, cell: (b) => formatValue(b.metric, b.p75Limit) },
        {
          header: 'Last p75',
          numeric: true,
          cell: (b) =>
            b.lastCheck
              ? `${formatValue(b.metric, b.lastCheck.p75)} (${formatCount(b.lastCheck.count)})`
              : '—',
        },
        {
          header: 'State',
          cell: (b) =>
            b.state === 'ok' && b.lastCheck?.p75 === null
              ? 'too few values to tell'
              : STATE_LABEL[b.state] +
                (b.streak > 0 ? ` (${b.streak} ${b.streak === 1 ? 'check' : 'checks'})` : ''),
          className: (b) => (b.state === 'firing' || b.state === 'recovering' ? 'rating-poor' : undefined),
        },
        {
          header: 'Actions',
          cell: (b) => (
            <span className="actions">
              <button type="button" className="link-button" onClick={() => onEdit(b)}>
                Edit<span className="visually-hidden"> {keyOf(b)}</span>
              </button>
              <button type="button" className="link-button" onClick={() => onDelete(b)}>
                Delete<span className="visually-hidden"> {keyOf(b)}</span>
              </button>
            </span>
          ),
        },
      ]}
    />
  );
}

/** A budget's metric, page family and device, in the words the tables use. */
function BudgetName({ budget }: { budget: Pick<Budget, 'screen' | 'device' | 'metric'> }) {
  return (
    <>
      <strong>{budget.metric}</strong> {budget.screen} ({budget.device})
    </>
  );
}

function HistoryTable({ events }: { events: AlertEvent[] }) {
  return (
    <DataTable
      caption="Firings and resolutions, newest first"
      testId="alerts-table"
      rowKey={(e) => e.id}
      rows={events}
      columns={[
        { header: 'When', cell: (e) => when(e.at) },
        {
          header: 'Alert',
          cell: (e) => (
            <>
              {e.kind} <BudgetName budget={e.budget} />
            </>
          ),
        },
        {
          header: 'p75 / limit',
          numeric: true,
          cell: (e) =>
            `${formatValue(e.budget.metric, e.p75)} / ${formatValue(e.budget.metric, e.budget.p75Limit)}`,
        },
        {
          header: 'Sent',
          cell: (e) =>
            e.deliveries.length === 0
              ? 'no webhook'
              : e.deliveries
                  .map(
                    (d) =>
                      `${d.webhook}: ${d.state}${d.state === 'sent' ? '' : ` (${d.error ?? `${d.attempts} tries`})`}`,
                  )
                  .join('; '),
        },
      ]}
    />
  );
}
