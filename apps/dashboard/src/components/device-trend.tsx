import type { ReleaseRow, SummaryResponse } from '@opstap/contracts';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { Question } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { FILTER_CHOICES } from '../lib/dimensions.ts';
import { describeTrendBy } from '../lib/describe-trend.ts';
import { formatCount, formatValue } from '../lib/format.ts';
import { Chart, dayLinesOptions, dayXs, releaseMarkers } from './chart.tsx';
import { DataTable, TableAlternative } from './data-table.tsx';
import { Answer, Empty } from './states.tsx';

const COLOURS: Record<string, string> = { mobile: '#1d3557', tablet: '#e76f51', desktop: '#2a9d8f' };

/**
 * p75 by day of the zone, one line per device, with the bounds and the releases: "30 days of daily p75 by
 * device" in one chart (the query API's `groupBy=day,device`), its table one disclosure away.
 */
export function DeviceTrend({ question, releases }: { question: Question; releases: ReleaseRow[] }) {
  const state = useApi<SummaryResponse>(question);
  return (
    <section className="panel" aria-labelledby="device-trend-title" data-testid="trend-by-device">
      <h2 id="device-trend-title">p75 by day and device</h2>
      <Answer state={state} what="p75 by day and device">
        {(data) =>
          data.rows.every((row) => row.count === 0) ? (
            <Empty>No {data.metric} samples in this window and these filters.</Empty>
          ) : (
            <DeviceChart data={data} releases={releases} />
          )
        }
      </Answer>
    </section>
  );
}

function DeviceChart({ data, releases }: { data: SummaryResponse; releases: ReleaseRow[] }) {
  const metric = data.metric;
  const { days, devices, cell, options, aligned, summary } = useMemo(() => {
    const days = [...new Set(data.rows.map((row) => row.group.day ?? ''))].sort();
    const devices = FILTER_CHOICES.device.filter((device) =>
      data.rows.some((row) => row.group.device === device && row.count > 0),
    );
    const byKey = new Map(data.rows.map((row) => [`${row.group.day}/${row.group.device}`, row]));
    const cell = (day: string, device: string) => byKey.get(`${day}/${device}`);
    const options = dayLinesOptions(
      metric,
      data.thresholds,
      devices.map((device) => ({ label: `${device} p75`, stroke: COLOURS[device] ?? '#333' })),
      releaseMarkers(releases, data.tz),
    );
    const lines = devices.map((device) => days.map((day) => cell(day, device)?.percentiles['75'] ?? null));
    return {
      days,
      devices,
      cell,
      options,
      aligned: [dayXs(days), ...lines] as uPlot.AlignedData,
      summary: describeTrendBy(data, 'device', devices),
    };
  }, [data, releases, metric]);
  return (
    <>
      <Chart
        options={options}
        data={aligned}
        summary={summary}
        testId="trend-by-device-chart"
        zone={data.tz}
      />
      <TableAlternative>
        <DataTable<string>
          caption={`${metric} p75 by day and device, days in ${data.tz}`}
          rows={days}
          rowKey={(day) => day}
          columns={[
            { header: 'Day', cell: (day) => day },
            ...devices.map((device) => ({
              header: device,
              numeric: true,
              cell: (day: string) => {
                const row = cell(day, device);
                // The samples under the figure, so four columns fit a phone.
                return row && row.count > 0 ? (
                  <>
                    {formatValue(metric, row.percentiles['75'])}{' '}
                    <span className="cell-note">n={formatCount(row.count)}</span>
                  </>
                ) : (
                  '–'
                );
              },
            })),
          ]}
        />
      </TableAlternative>
    </>
  );
}
