import { useRef, type ReactNode } from 'react';
import { useStackToFit } from './use-stack-to-fit.ts';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  className?: (row: T) => string | undefined;
}

/**
 * A plain, captioned table: the data itself, and every chart's table alternative. Too wide for its box (a
 * phone, or many columns), each row becomes a block of labelled cells (useStackToFit), so every column stays
 * in view; the explicit roles keep it a table to assistive technology, which a table laid out as blocks would
 * otherwise lose.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  useStackToFit(box, table, rows);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption} ref={box}>
      <table data-testid={testId} role="table" ref={table}>
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                role="columnheader"
                className={column.numeric ? 'num' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => {
                const classes = [column.numeric ? 'num' : '', column.className?.(row) ?? ''].join(' ').trim();
                return (
                  <td
                    key={column.header}
                    role="cell"
                    data-label={column.header}
                    className={classes || undefined}
                  >
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart's table alternative, one keyboard-reachable disclosure away. */
export function TableAlternative({ children }: { children: ReactNode }) {
  return (
    <details className="table-alternative">
      <summary>Show the data as a table</summary>
      {children}
    </details>
  );
}
