import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  className?: (row: T) => string | undefined;
}

/** A plain, captioned table: the data itself, and every chart's table alternative. */
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
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => {
                const classes = [column.numeric ? 'num' : '', column.className?.(row) ?? ''].join(' ').trim();
                return (
                  <td key={column.header} className={classes || undefined}>
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
