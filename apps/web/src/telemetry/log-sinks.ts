import { DEFAULT_REPORT_LEVEL, LOG_LEVELS } from '@opstap/contracts';
import type { LogRecord } from './log-record.ts';

/** Receives records at or above the level it was added with; it must not throw (it is guarded anyway). */
export type LogSink = (record: LogRecord) => void;

interface SinkEntry {
  readonly sink: LogSink;
  readonly minLevel: number;
}

const sinks = new Set<SinkEntry>();

/** Adds a sink for records at `minLevel` and above (default: warn, the reporting level); returns its removal. */
export function addLogSink(sink: LogSink, minLevel: number = DEFAULT_REPORT_LEVEL): () => void {
  const entry = { sink, minLevel };
  sinks.add(entry);
  return () => sinks.delete(entry);
}

/** Hands a record to every sink whose level it reaches. */
export function publish(record: LogRecord): void {
  const level = LOG_LEVELS[record.level];
  for (const { sink, minLevel } of sinks) {
    if (level < minLevel) continue;
    try {
      sink(record);
    } catch {
      // A failing sink must never throw into the page or stop the other sinks.
    }
  }
}
