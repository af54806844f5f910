import type { ExportFormat, ExportTable, StoredVital, StoredWarning } from '@opstap/contracts';
import type { Window } from './analytics-queries.ts';
import {
  ATTRIBUTION_NUMBERS,
  ATTRIBUTION_TEXTS,
  attributionColumn,
  type AttributionNumber,
  type AttributionText,
} from './stored-attribution.ts';

/**
 * `GET /analytics/export` as the stores see it (docs/requirements/telemetry-service.md#query-api). CSV
 * and Parquet carry the table's own columns (the names the README's SQL recipes use), `received_at`
 * first: in CSV as ISO 8601 UTC text (`…Z`), in Parquet as a UTC-adjusted timestamp. NDJSON lines are
 * the contract's `StoredVital` / `StoredWarning`, which `POST /analytics/import` takes back unchanged.
 * Rows come ordered by receive time, read in one transaction where the engine has them: the file is a
 * consistent snapshot of the window.
 */
export interface ExportQuery extends Window {
  table: ExportTable;
  format: ExportFormat;
}

/** The stored columns after `received_at`, in each table's order (both engines name them alike). */
export const EXPORT_COLUMNS: Readonly<Record<ExportTable, readonly string[]>> = {
  vitals: [
    'name',
    'value',
    'id',
    'rating',
    'connection_type',
    'device',
    'os',
    'os_version',
    'browser',
    'browser_version',
    'country',
    'language',
    'app_version',
    'app_type',
    'path',
    'screen',
    'navigation_type',
    'user_type',
    'window_orientation',
    'height',
    'width',
    'device_pixel_ratio',
    ...ATTRIBUTION_TEXTS.map(attributionColumn),
    ...ATTRIBUTION_NUMBERS.map(attributionColumn),
    'page_view_id',
    'soft_navigations',
  ],
  warnings: [
    'id',
    'message',
    'message_class',
    'stacktrace',
    'user_agent',
    'path',
    'screen',
    'browser',
    'app_version',
  ],
};

const NUMBER_COLUMNS = new Set<string>([
  'value',
  'height',
  'width',
  'device_pixel_ratio',
  ...ATTRIBUTION_NUMBERS.map(attributionColumn),
]);

/**
 * The columns whose CSV cells are text a spreadsheet might evaluate: every column but the numbers (and a
 * warning's row id). Each engine prefixes a cell starting with = + - @, a tab or a carriage return with
 * `'`, as OWASP's CSV-injection advice asks (docs/requirements/telemetry-service.md, export).
 */
export const csvTextColumn = (table: ExportTable, column: string) =>
  !NUMBER_COLUMNS.has(column) && !(table === 'warnings' && column === 'id');

/** A row as both engines give it for NDJSON: `received_at` as ISO text, the other columns as stored. */
export type ExportRow = Record<string, unknown> & { received_at: string };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const number = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));
/** Keys with `undefined` values dropped: the contract's optional fields are absent, never null. */
const present = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;

function attributionOf(row: ExportRow): StoredVital['attribution'] {
  const texts = Object.fromEntries(
    ATTRIBUTION_TEXTS.map((key) => [key, text(row[attributionColumn(key)])]),
  ) as Record<AttributionText, string | undefined>;
  const numbers = Object.fromEntries(
    ATTRIBUTION_NUMBERS.map((key) => [key, number(row[attributionColumn(key)])]),
  ) as Record<AttributionNumber, number | undefined>;
  const { scriptUrl, scriptInvoker, interactionType, loadState, ...selectors } = texts;
  const longestScript =
    scriptUrl || scriptInvoker ? present({ url: scriptUrl, invoker: scriptInvoker }) : undefined;
  const attribution = present({
    ...selectors,
    ...numbers,
    interactionType: interactionType as 'pointer' | 'keyboard' | undefined,
    loadState: loadState as NonNullable<StoredVital['attribution']>['loadState'],
    longestScript,
  });
  return Object.keys(attribution).length === 0 ? undefined : attribution;
}

export function storedVitalOf(row: ExportRow): StoredVital {
  return present({
    receivedAt: row.received_at,
    name: row.name as StoredVital['name'],
    value: Number(row.value),
    id: String(row.id),
    rating: row.rating as StoredVital['rating'],
    connectionType: String(row.connection_type),
    device: text(row.device) as StoredVital['device'],
    os: text(row.os),
    osVersion: text(row.os_version),
    browser: text(row.browser),
    browserVersion: text(row.browser_version),
    country: row.country as StoredVital['country'],
    language: row.language as StoredVital['language'],
    appVersion: String(row.app_version),
    appType: String(row.app_type),
    path: String(row.path),
    screen: text(row.screen),
    navigationType: text(row.navigation_type) as StoredVital['navigationType'],
    pageViewId: text(row.page_view_id),
    softNavigations:
      row.soft_navigations === 'yes' ? true : row.soft_navigations === 'no' ? false : undefined,
    attribution: attributionOf(row),
    userType: 'anonymous',
    windowOrientation: row.window_orientation as StoredVital['windowOrientation'],
    height: Number(row.height),
    width: Number(row.width),
    devicePixelRatio: Number(row.device_pixel_ratio),
  });
}

export function storedWarningOf(row: ExportRow): StoredWarning {
  return present({
    receivedAt: row.received_at,
    type: 'warn',
    message: String(row.message),
    messageClass: text(row.message_class),
    stacktrace: String(row.stacktrace),
    userAgent: String(row.user_agent),
    path: text(row.path),
    screen: text(row.screen),
    browser: text(row.browser),
    appVersion: text(row.app_version),
  });
}

/** One NDJSON line per row, newline included. */
export function ndjsonLine(table: ExportTable, row: ExportRow): string {
  return `${JSON.stringify(table === 'vitals' ? storedVitalOf(row) : storedWarningOf(row))}\n`;
}

/** The media type and file extension of each format. */
export const EXPORT_MEDIA: Readonly<Record<ExportFormat, { type: string; extension: string }>> = {
  parquet: { type: 'application/vnd.apache.parquet', extension: 'parquet' },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
  ndjson: { type: 'application/x-ndjson', extension: 'ndjson' },
};
