import type { ExportFormat, ExportTable } from '@opstap/contracts';
import { addDays } from '@opstap/contracts/zoned-days';
import { midnightIn } from '../lib/days.ts';
import type { DayWindow } from '../lib/search.ts';
import { ApiError, queryString, refusal } from './client.ts';
import { readToken, refuseToken } from './token.ts';

/** One export the analyst asks for: a table, a format, and the window's days of a zone. */
export interface ExportChoice {
  table: ExportTable;
  format: ExportFormat;
  window: DayWindow;
}

/** A refusal of an export: the service's message, and how long it asked to wait (a 503's `Retry-After`). */
export class ExportRefused extends ApiError {
  constructor(
    status: number,
    message: string,
    /** Seconds, when the service said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(status, message);
    this.name = 'ExportRefused';
  }
}

/**
 * The export's URL below `/analytics`. The export takes instants, not `tz` (docs/requirements/telemetry-service.md#query-api):
 * the window's first day from its midnight in the zone, its last day up to the next midnight, or up to now
 * when the window ends today (a preset), which is what the other views count.
 */
export function exportPath({ table, format, window }: ExportChoice): string {
  const from = midnightIn(window.from, window.zone);
  const to = window.custom ? midnightIn(addDays(window.to, 1), window.zone) : undefined;
  return `/export${queryString({ table, format, from, to })}`;
}

/** The file's name: `opstap-vitals-2026-10-01--2026-10-29.csv`, the window's first and last day. */
export const exportFileName = ({ table, format, window }: ExportChoice): string =>
  `opstap-${table}-${window.from}--${window.to}.${format}`;

/**
 * The same export for a shell, the token left as `$TOKEN` (never shown on screen): written to disk as it
 * arrives, which suits a window too large to hold in a browser tab.
 */
export const exportCurl = (choice: ExportChoice, origin: string): string =>
  `curl -fsS -H "authorization: Bearer $TOKEN" -o ${exportFileName(choice)} '${origin}/analytics${exportPath(choice)}'`;

/** `Retry-After` as seconds (the service sends seconds; an HTTP date is read too). */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Fetches an export with the session's token in the `Authorization` header (a link cannot send one: the
 * token is never put in a URL, docs/requirements/telemetry-service.md#dashboard), reporting the bytes as
 * they arrive, and returns the whole file. It is held in the tab's memory until saved
 * (docs/decisions/0812-dashboard-export-in-the-tab.md). No time-out: a large window's file takes the store a
 * while to write before its first byte; `signal` cancels.
 */
export async function fetchExport(
  choice: ExportChoice,
  onBytes: (received: number) => void,
  signal: AbortSignal,
): Promise<Blob> {
  const token = readToken();
  if (!token) throw new ExportRefused(401, 'No token yet.');
  let response: Response;
  try {
    response = await fetch(`/analytics${exportPath(choice)}`, {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ExportRefused(0, 'the telemetry service did not answer (it may be down or unreachable).');
  }
  if (response.status === 401) {
    refuseToken();
    throw new ExportRefused(401, 'The token was refused.');
  }
  if (!response.ok) {
    const { status, message } = await refusal(response);
    throw new ExportRefused(status, message, retryAfter(response.headers.get('retry-after')));
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onBytes(received);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ExportRefused(0, `the connection broke after ${received} bytes: the file is incomplete.`);
  }
  return new Blob(chunks, { type });
}

/** How long a saved file's object URL outlives the click that saves it. */
const REVOKE_AFTER_MS = 30_000;

/** Hands a file to the browser's downloads under `name`, through an object URL released right after. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Released a while after the click, not at once: some browsers read the URL after the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
