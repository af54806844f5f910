import { characterCount, unitLimit } from '@opstap/contracts/form-rules';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldIssue } from '../../lib/field-issue.ts';
import { CharacterCount } from './character-count.tsx';
import { FieldIssueText } from './field-issue-text.tsx';

interface Count {
  readonly value: string;
  readonly limit: number;
  /** Show it from the start (a textarea), not only near the limit. */
  readonly always: boolean;
}

interface FieldFrameProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly issue?: FieldIssue | undefined;
  readonly optional?: ReactNode;
  readonly count?: Count | undefined;
  readonly children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** Inputs show their counter from this share of the limit on. */
const SHOW_COUNT_FROM = 0.8;

const counterShown = (count: Count) =>
  count.always || characterCount(count.value.trim()) >= count.limit * SHOW_COUNT_FROM;

/**
 * Label, control, hint, counter and error of one field. The error sits right under the control, is tied
 * to it with `aria-describedby`, and lives in a polite live region so a screen reader hears it when it
 * appears. A counter that is not shown is not part of the description either.
 */
export function FieldFrame({ id, label, hint, issue, optional, count, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const shown = count !== undefined && counterShown(count);
  const countId = shown ? `${id}-count` : undefined;
  const describedBy = [hintId, countId, issue ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={issue ? 'field field--invalid' : 'field'}>
      {/* Three parts, so a two-column form lines its controls up whatever each label and hint hold
          (forms.css, `.form__grid`). */}
      <div className="field__head">
        <label htmlFor={id} className="field__label">
          {label}
          {optional ? <span className="field__optional"> {optional}</span> : null}
        </label>
        {hint ? (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        ) : null}
      </div>
      {children(describedBy, issue !== undefined)}
      <div className="field__foot">
        {count ? (
          <CharacterCount id={`${id}-count`} value={count.value} limit={count.limit} shown={shown} />
        ) : null}
        <div aria-live="polite" className="field__error-slot">
          {issue ? (
            <p id={errorId} className="field__error">
              <FieldIssueText issue={issue} />
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

type Common = Omit<FieldFrameProps, 'children' | 'count'> & {
  /**
   * The contract's limit in characters a person sees: a counter, and `maxlength` at its UTF-16 ceiling
   * (`unitLimit`), so the browser never cuts text the limit allows.
   */
  readonly limit?: number;
};

export function TextField({
  id,
  label,
  hint,
  issue,
  optional,
  limit,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const count = limit ? { value: String(input.value ?? ''), limit, always: false } : undefined;
  return (
    <FieldFrame id={id} label={label} hint={hint} issue={issue} optional={optional} count={count}>
      {(describedBy, invalid) => (
        <input
          id={id}
          className="input"
          maxLength={limit ? unitLimit(limit) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  issue,
  optional,
  limit,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const count = limit ? { value: String(area.value ?? ''), limit, always: true } : undefined;
  return (
    <FieldFrame id={id} label={label} hint={hint} issue={issue} optional={optional} count={count}>
      {(describedBy, invalid) => (
        <textarea
          id={id}
          className="input"
          maxLength={limit ? unitLimit(limit) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...area}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  hint,
  issue,
  optional,
  children,
  ...select
}: Omit<Common, 'limit'> & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} issue={issue} optional={optional}>
      {(describedBy, invalid) => (
        <select
          id={id}
          className="input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
