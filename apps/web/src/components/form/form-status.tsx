import { forwardRef, type ReactNode } from 'react';

/**
 * The form's outcome, in a live region that is always on the page (a region added together with its text
 * is often not read out). `tone` only changes the colour; the words carry the meaning. It takes focus after
 * a submit (`focusStatus`), hence `tabIndex={-1}`.
 */
export const FormStatus = forwardRef<
  HTMLDivElement,
  { tone: 'success' | 'error' | 'info'; children?: ReactNode }
>(function FormStatus({ tone, children }, ref) {
  return (
    <div ref={ref} role="status" aria-live="polite" className="form-status-slot" tabIndex={-1}>
      {children ? <p className={`form-status form-status--${tone}`}>{children}</p> : null}
    </div>
  );
});
