import { useLayoutEffect, useRef, type RefObject } from 'react';

const STACKED = 'data-stacked';

/**
 * Lays a table out as stacked rows of labelled cells (`data-stacked`, styles.css) whenever it is wider than its
 * box, and back as a table once the box is wide enough again, so no column is ever cut off, whatever the
 * view's width or the table's columns (docs/requirements/telemetry-service.md#dashboard). The width it needs
 * as a table is measured once per content (`content` changes) and remembered while stacked. The attribute is
 * set on the element directly (`data-stacked`): React never writes it, so no render depends on a measurement.
 */
export function useStackToFit(
  box: RefObject<HTMLElement | null>,
  table: RefObject<HTMLTableElement | null>,
  content: unknown,
): void {
  const needs = useRef(0);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = table.current;
    if (!outer || !inner) return;
    const fit = () => {
      if (!outer.hasAttribute(STACKED)) {
        needs.current = inner.getBoundingClientRect().width;
        if (needs.current > outer.clientWidth + 0.5) outer.setAttribute(STACKED, '');
      } else if (outer.clientWidth + 0.5 >= needs.current) {
        outer.removeAttribute(STACKED);
        fit(); // measured afresh as a table
      }
    };
    outer.removeAttribute(STACKED); // new content: its width as a table is measured anew
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [box, table, content]);
}
