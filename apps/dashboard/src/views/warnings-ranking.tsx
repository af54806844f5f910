import type { WarningRow, WarningsResponse } from '@opstap/contracts';
import type { ClassRanking } from '../api/questions.ts';
import type { ApiState } from '../api/use-api.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { formatCount, formatRate } from '../lib/format.ts';

/** How each ranking of a class is titled, what its groups are called, and the header of each dimension. */
const RANKINGS: Record<ClassRanking, { title: string; noun: string; headers: string[]; testId: string }> = {
  path: { title: 'Top pages', noun: 'pages', headers: ['Page'], testId: 'warnings-by-path' },
  browser: { title: 'Top browsers', noun: 'browsers', headers: ['Browser'], testId: 'warnings-by-browser' },
  'path,browser': {
    title: 'Top pages × browsers',
    noun: 'page × browser pairs',
    headers: ['Page', 'Browser'],
    testId: 'warnings-by-path-browser',
  },
  appVersion: { title: 'By release', noun: 'releases', headers: ['Release'], testId: 'warnings-by-release' },
};

const pageViews = (n: number) => `${formatCount(n)} page view${n === 1 ? '' : 's'}`;

/** The ten groups with the most warnings per 1,000 page views, then the most warnings. */
const LIMIT = 10;

/**
 * One ranking of a class's warnings by rate, among the groups with the minimum of page views the answer echoes
 * (docs/decisions/0802-rankings-need-volume.md); the text says what the minimum left out.
 */
export function WarningsRanking({
  ranking,
  state,
  messageClass,
}: {
  ranking: ClassRanking;
  state: ApiState<WarningsResponse>;
  messageClass: string;
}) {
  const { title, noun, headers, testId } = RANKINGS[ranking];
  const dimensions = ranking.split(',');
  return (
    <div className="panel">
      <h2>{title}</h2>
      <Answer state={state} what={title.toLowerCase()}>
        {(data) => {
          const rows = [...data.rows]
            .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0) || b.count - a.count)
            .slice(0, LIMIT);
          const { groups, count } = data.belowMinimum;
          const note =
            `By warnings per 1,000 page views, among ${noun} with at least ${pageViews(data.minPageViews)}` +
            (groups > 0
              ? `; ${formatCount(groups)} ${noun} with fewer (${formatCount(count)} warnings) left out.`
              : '.');
          const columns: Column<WarningRow>[] = [
            ...headers.map((header, i) => ({
              header,
              cell: (row: WarningRow) => (
                <span className="wrap">{row.group[dimensions[i] ?? ''] || '(none)'}</span>
              ),
            })),
            { header: 'Warnings', numeric: true, cell: (row) => formatCount(row.count) },
            { header: 'Page views', numeric: true, cell: (row) => formatCount(row.pageViews) },
            { header: 'Per 1,000', numeric: true, cell: (row) => formatRate(row.rate) },
          ];
          return (
            <>
              <p className="hint" data-testid={`${testId}-note`}>
                {note}
              </p>
              {rows.length === 0 ? (
                <Empty>
                  No {noun} with at least {pageViews(data.minPageViews)}.
                </Empty>
              ) : (
                <DataTable<WarningRow>
                  testId={testId}
                  caption={`${title}: “${messageClass}”`}
                  rows={rows}
                  rowKey={(row) => row.key}
                  columns={columns}
                />
              )}
            </>
          );
        }}
      </Answer>
    </div>
  );
}
