import type { ReactNode } from 'react';

/**
 * The form's outcome, in a live region that is always on the page (a region added together with its text
 * is often not read out). `tone` only changes the colour; the words carry the meaning.
 */
export function FormStatus({ tone, children }: { tone: 'success' | 'error' | 'info'; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="form-status-slot">
      {children ? <p className={`form-status form-status--${tone}`}>{children}</p> : null}
    </div>
  );
}
