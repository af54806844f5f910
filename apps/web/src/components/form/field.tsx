import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldIssue } from '../../lib/field-issue.ts';
import { FieldIssueText } from './field-issue-text.tsx';

interface FieldFrameProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly issue?: FieldIssue | undefined;
  readonly optional?: ReactNode;
  readonly children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/**
 * Label, control, hint and error of one field. The error sits right under the control, is tied to it with
 * `aria-describedby`, and lives in a polite live region so a screen reader hears it when it appears.
 */
export function FieldFrame({ id, label, hint, issue, optional, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, issue ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={issue ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {optional ? <span className="field__optional"> {optional}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children(describedBy, issue !== undefined)}
      <div aria-live="polite" className="field__error-slot">
        {issue ? (
          <p id={errorId} className="field__error">
            <FieldIssueText issue={issue} />
          </p>
        ) : null}
      </div>
    </div>
  );
}

type Common = Omit<FieldFrameProps, 'children'>;

export function TextField({
  id,
  label,
  hint,
  issue,
  optional,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} issue={issue} optional={optional}>
      {(describedBy, invalid) => (
        <input
          id={id}
          className="input"
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
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} issue={issue} optional={optional}>
      {(describedBy, invalid) => (
        <textarea
          id={id}
          className="input"
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
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
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
