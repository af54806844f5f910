/** Scrolls an element to the middle of the viewport, at once when the person prefers reduced motion. */
function bringIntoView(element: HTMLElement): void {
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  // Optional: jsdom, used by the unit tests, has no scrolling.
  element.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * Moves focus to the first field the form marks invalid, so keyboard and screen-reader users land on it
 * (docs/requirements/forms.md#validation); it is scrolled into view on a phone too.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  bringIntoView(field);
  return true;
}

/**
 * Moves focus to a form's outcome: the button that had focus may be gone (a sent form gives way to its
 * thanks), and focus would drop to `<body>`. Focusing the status region makes screen readers read it, and
 * scrolling keeps it on a phone's screen when the form above it collapsed.
 */
export function focusStatus(status: HTMLElement | null): void {
  if (!status) return;
  status.focus({ preventScroll: true });
  bringIntoView(status);
}
