import { EXPORT_FORMATS, EXPORT_TABLES } from '@opstap/contracts/vocabulary';
import type { ExportFormat, ExportTable, SummaryResponse } from '@opstap/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { exportCurl, exportFileName, type ExportChoice } from '../api/export.ts';
import { questions } from '../api/questions.ts';
import { useApi } from '../api/use-api.ts';
import { Answer } from '../components/states.tsx';
import { TimeFilters } from '../components/time-filters.tsx';
import { formatCount } from '../lib/format.ts';
import { dayWindow, type DashboardSearch } from '../lib/search.ts';
import { useDownload, type DownloadState } from './use-download.ts';

const TABLE_LABELS: Record<ExportTable, string> = {
  vitals: 'Vitals (one row per metric report)',
  warnings: 'Warnings (one row per warning)',
};

// Parquet is DuckDB's: a ClickHouse store refuses it with a 400 naming the formats it has, shown here.
const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  ndjson: 'NDJSON (one JSON object a line)',
  parquet: 'Parquet (embedded DuckDB store only)',
};

/**
 * Export: one table's rows in the window, as the query API's `GET /analytics/export` gives them (one
 * consistent snapshot while ingest goes on: docs/decisions/0122-export.md), downloaded with the token in a
 * header and saved as a file; the same export as a curl line for windows too large for a tab.
 */
export function ExportView() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const navigate = useNavigate();
  const choice: ExportChoice = {
    table: search.table ?? 'vitals',
    format: search.format ?? 'csv',
    window: dayWindow(search),
  };
  const pageViews = useApi<SummaryResponse>(questions.families(search));
  const download = useDownload();
  const running = download.state.status === 'running';
  const set = (key: 'table' | 'format', value: string) =>
    void navigate({ to: '.', search: (prev: DashboardSearch) => ({ ...prev, [key]: value }) });

  return (
    <section aria-labelledby="export-title" data-view="export">
      <h1 id="export-title">Export</h1>
      <p className="hint">
        One table&apos;s rows in the window, read as one snapshot while beacons keep arriving, ordered by the
        time the service received them.
      </p>
      <form className="filters" aria-label="Export" onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>Table</span>
          <select name="table" value={choice.table} onChange={(e) => set('table', e.target.value)}>
            {EXPORT_TABLES.map((table) => (
              <option key={table} value={table}>
                {TABLE_LABELS[table]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Format</span>
          <select name="format" value={choice.format} onChange={(e) => set('format', e.target.value)}>
            {EXPORT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {FORMAT_LABELS[format]}
              </option>
            ))}
          </select>
        </label>
        <TimeFilters />
      </form>
      <Answer state={pageViews} what="the window's page views">
        {(data) => (
          <p>
            The window ({choice.window.from} to {choice.window.to}, days in {choice.window.zone}) holds{' '}
            {formatCount(data.rows.reduce((sum, row) => sum + row.count, 0))} page views.
          </p>
        )}
      </Answer>
      <p>
        The file is held in this tab&apos;s memory until it has arrived, then saved as{' '}
        <code>{exportFileName(choice)}</code>. A very large window is better fetched with the API, which
        writes to disk as it arrives (the token as <code>$TOKEN</code>):
      </p>
      <pre className="command">
        <code>{exportCurl(choice, window.location.origin)}</code>
      </pre>
      <div className="export-actions">
        <button type="button" className="button" disabled={running} onClick={() => download.start(choice)}>
          Download
        </button>
        {running && (
          <button type="button" className="link-button" onClick={download.cancel}>
            Cancel
          </button>
        )}
      </div>
      <DownloadStatus state={download.state} retry={() => download.start(choice)} />
    </section>
  );
}

/** Progress, the saved file, or the service's refusal with a retry, inside the view. */
function DownloadStatus({ state, retry }: { state: DownloadState; retry: () => void }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'running':
      return (
        <p className="state state-loading" role="status" aria-live="polite" data-testid="export-progress">
          Downloading: {formatCount(state.received)} bytes received…
        </p>
      );
    case 'saved':
      return (
        <p className="state" role="status" data-testid="export-saved">
          Saved {state.name}: {formatCount(state.bytes)} bytes.
        </p>
      );
    case 'failed':
      return (
        <div className="state state-error" role="alert" data-testid="export-error">
          <p>
            The export {state.code ? `was refused (${state.code})` : 'failed'}: {state.message}
          </p>
          {state.retryAfterSeconds !== undefined && (
            <p>The service asks to wait {state.retryAfterSeconds} s before trying again.</p>
          )}
          <button type="button" onClick={retry}>
            Retry
          </button>
        </div>
      );
  }
}
