import { ATTRIBUTION_METRICS } from '@opstap/contracts/vocabulary';
import type { AttributionEntry, AttributionResponse } from '@opstap/contracts';
import { useSearch } from '@tanstack/react-router';
import { questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { Answer, Empty } from '../components/states.tsx';
import { formatCount, formatShare, formatValue } from '../lib/format.ts';
import { coreMetricOf, type DashboardSearch } from '../lib/search.ts';

/** Which lists apply to each metric, and what they are called (contracts' AttributionResponse). */
const LISTS = {
  LCP: [
    ['targets', 'LCP elements'],
    ['resources', 'LCP resources'],
  ],
  INP: [
    ['targets', 'Interaction targets'],
    ['scripts', 'Longest scripts'],
  ],
  CLS: [['targets', 'Largest layout shift sources']],
} as const;

/** Attribution: the elements, resources, targets and scripts behind poor samples, by their share of them. */
export function AttributionView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const metric = coreMetricOf(search);
  const state = useApi<AttributionResponse>(questions.attribution(search));
  return (
    <section aria-labelledby="attribution-title" data-view="attribution">
      <h1 id="attribution-title">Attribution</h1>
      <FilterBar metrics={ATTRIBUTION_METRICS} metric={metric} />
      <Answer state={state} what={`${metric} attribution`}>
        {(data) =>
          data.count === 0 ? (
            <Empty>No {metric} samples in this window and these filters.</Empty>
          ) : (
            <>
              <p className="lead" data-testid="attribution-headline">
                {formatCount(data.poorCount)} of {formatCount(data.count)} {metric} samples are poor (
                {formatShare(data.poorCount / data.count, 1)}){search.screen ? ` on ${search.screen}` : ''}.
              </p>
              {LISTS[metric].map(([list, title]) => (
                <div key={list} className="panel">
                  <h2>{title}</h2>
                  {data[list].length === 0 ? (
                    <Empty>No attribution recorded.</Empty>
                  ) : (
                    <DataTable<AttributionEntry>
                      testId={`attribution-${list}`}
                      caption={`${title}, by share of poor ${metric} samples`}
                      rows={data[list]}
                      rowKey={(row) => row.value}
                      columns={[
                        {
                          header: title.replace(/s$/, ''),
                          cell: (row) => <code className="wrap">{row.value}</code>,
                        },
                        {
                          header: 'Share of poor samples',
                          cell: (row) => (
                            <span className="share-bar">
                              <meter min={0} max={1} value={row.poorShare} aria-hidden="true" />
                              {formatShare(row.poorShare, 1)}
                            </span>
                          ),
                        },
                        { header: 'Poor', numeric: true, cell: (row) => formatCount(row.poorCount) },
                        { header: 'Samples', numeric: true, cell: (row) => formatCount(row.count) },
                        { header: 'p75', numeric: true, cell: (row) => formatValue(metric, row.p75) },
                      ]}
                    />
                  )}
                </div>
              ))}
            </>
          )
        }
      </Answer>
    </section>
  );
}
