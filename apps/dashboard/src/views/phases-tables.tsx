import type { PhaseFigure, PhasesResponse, PhasesRow } from '@opstap/contracts';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../components/data-table.tsx';
import { groupName, phaseLabel } from '../lib/describe-phases.ts';
import { formatCount, formatDifference, formatValue } from '../lib/format.ts';
import type { DashboardSearch } from '../lib/search.ts';

/** The why-slow view's tables: the alternative to its stacked bars (phases-view.tsx). */

const VERDICT_LABEL = {
  better: 'shrank',
  worse: 'grew',
  'no-change': 'no change',
  insufficient: 'insufficient data',
} as const;

const familyLink = (row: PhasesRow, metric: string) => (
  <Link
    to="/attribution"
    search={(prev: DashboardSearch) => ({
      ...prev,
      screen: row.group.screen,
      device: row.group.device,
      metric: metric as DashboardSearch['metric'],
    })}
  >
    {row.group.screen}
  </Link>
);

const side = (metric: string, s: { count: number; p75: number | null } | null) =>
  s ? `${formatValue(metric, s.p75)} (n=${formatCount(s.count)})` : '–';

export function PartsTable({ data }: { data: PhasesResponse }) {
  return (
    <DataTable<PhasesRow>
      testId="phases-table"
      caption={`${data.metric}: p75 of each part by page family and device`}
      rows={data.rows}
      rowKey={groupName}
      columns={[
        { header: 'Page family', cell: (row) => familyLink(row, data.metric) },
        { header: 'Device', cell: (row) => row.group.device },
        ...data.phases.map((phase, i) => ({
          header: phaseLabel(phase),
          numeric: true,
          cell: (row: PhasesRow) => side(data.metric, row.phases[i] ?? null),
        })),
      ]}
    />
  );
}

export function ChangesTable({ data }: { data: PhasesResponse }) {
  const lines = data.rows.flatMap((row) => row.phases.map((figure) => ({ row, figure })));
  return (
    <DataTable<{ row: PhasesRow; figure: PhaseFigure }>
      testId="phases-table"
      caption={`${data.metric} parts: ${data.candidate} against ${data.baseline}, by page family and device`}
      rows={lines}
      rowKey={({ row, figure }) => `${groupName(row)}/${figure.phase}`}
      columns={[
        { header: 'Page family', cell: ({ row }) => familyLink(row, data.metric) },
        { header: 'Device', cell: ({ row }) => row.group.device },
        { header: 'Part', cell: ({ figure }) => phaseLabel(figure.phase) },
        {
          header: `${data.baseline} p75`,
          numeric: true,
          cell: ({ figure }) => side(data.metric, figure.baseline),
        },
        { header: `${data.candidate} p75`, numeric: true, cell: ({ figure }) => side(data.metric, figure) },
        {
          header: 'Difference',
          numeric: true,
          cell: ({ figure }) => formatDifference(data.metric, figure.difference),
        },
        {
          header: 'Interval (corrected)',
          numeric: true,
          cell: ({ figure }) =>
            figure.interval && figure.confidence !== null
              ? `${formatDifference(data.metric, figure.interval[0])} to ${formatDifference(data.metric, figure.interval[1])} (${(figure.confidence * 100).toFixed(2)}%)`
              : '–',
        },
        {
          header: 'Verdict',
          cell: ({ figure }) =>
            figure.verdict ? (
              <span className={`verdict verdict-${figure.verdict}`}>
                {VERDICT_LABEL[figure.verdict]}
                {figure.missing ? `: ${figure.missing}` : ''}
              </span>
            ) : (
              '–'
            ),
        },
      ]}
    />
  );
}
