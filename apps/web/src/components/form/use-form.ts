import { useEffect, useRef, useState, type FormEvent } from 'react';
import { adoptEarlyInput, takeHeldSubmit } from '../../lib/early-input.ts';
import { useBeforePaint } from '../../lib/use-before-paint.ts';
import type { FieldIssues } from '../../lib/field-issue.ts';
import { focusFirstInvalid, focusStatus } from './focus-first-invalid.ts';

/** What sending ends in: `invalid` carries the fields to point at; any other status is shown as such. */
export type SendOutcome<F extends string, S extends string> =
  { readonly status: 'invalid'; readonly fieldErrors: FieldIssues<F> } | { readonly status: S };

interface Options<F extends string, S extends string> {
  /** The form's `data-form` key: held submits and kept input are matched by it. */
  readonly key: string;
  readonly empty: Readonly<Record<F, string>>;
  /** The contract's rules, run before sending and again on a field that showed a problem. */
  readonly validate: (values: Readonly<Record<F, string>>) => FieldIssues<F>;
  readonly send: (values: Readonly<Record<F, string>>) => Promise<SendOutcome<F, S>>;
  /** Awaited before the checks on submit: a rule that loads apart (the phone rule). Must not reject. */
  readonly prepare?: () => Promise<void>;
}

/**
 * One form's state and behaviour (docs/decisions/0411-hydration-safe-forms.md): values typed before the app
 * took over are adopted, a submit made then is sent once it can be, nothing typed is lost on any outcome;
 * a field that showed a problem is re-checked as it changes, and the summary goes once none is left;
 * after every submit focus moves to the first invalid field or to the outcome, scrolled into view.
 */
export function useForm<F extends string, S extends string>({
  key,
  empty,
  validate,
  send,
  prepare,
}: Options<F, S>) {
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const [values, setValuesState] = useState(empty);
  // Submit reads this, not `values`: a submit held from before hydration runs before the next render.
  const latest = useRef(empty);
  const [issues, setIssues] = useState<FieldIssues<F>>({});
  const [outcome, setOutcome] = useState<S | 'invalid' | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  // Bumped after each submit: the effect below moves focus once React has shown the outcome.
  const [answered, setAnswered] = useState(0);

  const setValues = (update: (current: Readonly<Record<F, string>>) => Readonly<Record<F, string>>) => {
    latest.current = update(latest.current);
    setValuesState(latest.current);
  };

  const finish = (next: S | 'invalid', found: FieldIssues<F>) => {
    setIssues(found);
    setOutcome(next);
    setAnswered((count) => count + 1);
  };

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await prepare?.();
      const current = latest.current;
      const found = validate(current);
      if (Object.keys(found).length > 0) return finish('invalid', found);
      setSending(true);
      setOutcome(null);
      const result = await send(current);
      finish(result.status, 'fieldErrors' in result ? result.fieldErrors : {});
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  // A submit held from before the app took over is sent after the next render, whose `send` sees what
  // the mount set up (the captcha's element arrives through a callback ref).
  const [heldSubmit, setHeldSubmit] = useState(false);
  useEffect(() => {
    if (heldSubmit) void submit();
    // Only the held intent triggers it, once: it stays true, and submit guards against a second send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heldSubmit]);

  // Before the first paint of the app's form: take over what the prerendered one holds.
  useBeforePaint(() => {
    const element = form.current;
    if (!element) return;
    const adopted = adoptEarlyInput(element, Object.keys(empty));
    if (Object.keys(adopted).length > 0) setValues((current) => ({ ...current, ...adopted }));
    if (takeHeldSubmit(element)) setHeldSubmit(true);
    // Mount only: later renders own the values.
  }, []);

  useEffect(() => {
    if (answered === 0) return;
    if (!focusFirstInvalid(form.current)) focusStatus(status.current);
  }, [answered]);

  const change = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (!issues[field]) return;
    // Re-check only a field that showed a problem: the message follows the fix, and goes when it is fixed.
    const now = validate(latest.current)[field];
    const remaining = Object.fromEntries(
      Object.entries({ ...issues, [field]: now }).filter(([, issue]) => issue !== undefined),
    ) as FieldIssues<F>;
    setIssues(remaining);
    if (Object.keys(remaining).length === 0) setOutcome((shown) => (shown === 'invalid' ? null : shown));
  };

  /** The props a field needs: its name (for adoption), value, change handler and problem. */
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    issue: issues[name],
  });

  /** The `<form>`'s props: held submits find it by `data-form`; `method="post"` keeps values out of URLs. */
  const formProps = {
    ref: form,
    'data-form': key,
    method: 'post',
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      takeHeldSubmit(event.currentTarget); // handled here: index.html's holder marked it before React ran
      void submit();
    },
    'aria-busy': sending,
  } as const;

  return { formProps, status, values, setValues, issues, outcome, sending, field };
}
