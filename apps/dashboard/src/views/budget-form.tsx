import { BUDGET_DEVICES, BUDGET_METRICS } from '@opstap/contracts/vocabulary';
import type { Budget } from '@opstap/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { putBudget } from '../api/budgets.ts';

export type BudgetDraft = Pick<Budget, 'screen' | 'device' | 'metric'> & { p75Limit: string };

export const EMPTY_DRAFT: BudgetDraft = { screen: '', device: 'mobile', metric: 'LCP', p75Limit: '' };

/**
 * Sets a budget (new, or a row's limit to edit): page family, device, metric and p75 limit, saved with an
 * operator token typed here and kept only while the view is open (docs/decisions/0142-who-sets-budgets.md).
 */
export function BudgetForm({
  draft,
  families,
  token,
  onToken,
  onSaved,
  focus = false,
}: {
  draft: BudgetDraft;
  /** Focus the limit when it opens: a row's Edit brings the keyboard here. */
  focus?: boolean;
  families: readonly string[];
  token: string;
  onToken: (token: string) => void;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const limitInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) limitInput.current?.focus();
  }, [focus]);
  const set = (key: keyof BudgetDraft, value: string) => setForm((prev) => ({ ...prev, [key]: value }));
  const unit = form.metric === 'CLS' ? '' : ' (ms)';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const limit = Number(form.p75Limit);
    if (!form.screen) return setError('Choose a page family.');
    if (!(limit > 0)) return setError('The p75 limit must be a number above 0.');
    if (!token) return setError('Paste an operator token (OPERATOR_TOKEN) to save a budget.');
    setSaving(true);
    setError(null);
    try {
      await putBudget(form, limit, token);
      onSaved(`Saved: ${form.metric} p75 of ${form.screen} on ${form.device} at most ${limit}${unit}.`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="filters budget-form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="budget-form-title"
    >
      <h2 id="budget-form-title" className="form-title">
        Set a budget
      </h2>
      <label>
        <span>Page family</span>
        <input
          name="screen"
          list="budget-families"
          value={form.screen}
          onChange={(e) => set('screen', e.target.value)}
          autoComplete="off"
          required
        />
        <datalist id="budget-families">
          {families.map((family) => (
            <option key={family} value={family} />
          ))}
        </datalist>
      </label>
      <label>
        <span>Device</span>
        <select name="device" value={form.device} onChange={(e) => set('device', e.target.value)}>
          {BUDGET_DEVICES.map((device) => (
            <option key={device}>{device}</option>
          ))}
        </select>
      </label>
      <label>
        <span>Metric</span>
        <select name="metric" value={form.metric} onChange={(e) => set('metric', e.target.value)}>
          {BUDGET_METRICS.map((metric) => (
            <option key={metric}>{metric}</option>
          ))}
        </select>
      </label>
      <label>
        <span>p75 limit{unit}</span>
        <input
          ref={limitInput}
          name="p75Limit"
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          value={form.p75Limit}
          onChange={(e) => set('p75Limit', e.target.value)}
          required
        />
      </label>
      <label>
        <span>Operator token</span>
        <input
          name="operatorToken"
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => onToken(e.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Saving…' : 'Save budget'}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
