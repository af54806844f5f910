import type { LogLevelName } from '@opstap/contracts';

/** One call to the logger, as sinks and error reporting receive it. */
export interface LogRecord {
  /** The level name (docs/requirements/client-telemetry.md#logger). */
  readonly level: LogLevelName;
  /** The logger scope the call site chose, e.g. `lazy-page`. */
  readonly scope: string;
  /** What happened, in words. */
  readonly message: string;
  /** The error, when there is one (any thrown value). */
  readonly error?: unknown;
  /** Extra details for whoever reads the report. */
  readonly context?: Readonly<Record<string, unknown>>;
  /** `Date.now()` at the call. */
  readonly time: number;
  /** The page URL at the call: a sink that runs later (error reporting loads lazily) reports this one. */
  readonly url?: string;
  /** For warn and above without an Error: the call site's stack, so a report still has a stack trace. */
  readonly stack?: string;
}
