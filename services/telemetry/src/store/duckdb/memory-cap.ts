import { DUCKDB_DEFAULTS, MEMORY_SIZE, type DuckDbStoreOptions } from './duckdb-options.ts';

/** The caps from the options, checked here too: they are written into a `SET` statement. */
export function memoryLimits(options: DuckDbStoreOptions): { everyday: string; export: string } {
  const everyday = options.memoryLimit ?? DUCKDB_DEFAULTS.memoryLimit;
  const exporting = options.exportMemoryLimit ?? DUCKDB_DEFAULTS.exportMemoryLimit;
  for (const limit of [everyday, exporting]) {
    if (!MEMORY_SIZE.test(limit)) throw new Error(`DuckDB memory limit "${limit}" must look like 64MB`);
  }
  return { everyday, export: exporting };
}

/**
 * DuckDB's memory cap, raised while an export runs: its `ORDER BY` sorts every column of the window,
 * which the everyday cap (kept low so DuckDB's cache of the file stays small) refuses beyond a few
 * hundred thousand rows (docs/decisions/0603). The cap is the instance's, so queries running meanwhile
 * get it too. It comes down when the last export ends; DuckDB refuses that while more memory than the
 * everyday cap is in use (a query beside the export), and then the next read tries again.
 */
export class ExportMemoryCap {
  #exports = 0;
  #lower = false;
  #changes: Promise<void> = Promise.resolve();

  constructor(
    private readonly limits: { everyday: string; export: string },
    /** Runs one statement on the open instance (nothing when none is open: it starts at the everyday cap). */
    private readonly run: (sql: string) => Promise<void>,
  ) {}

  async during(work: () => Promise<void>): Promise<void> {
    this.#exports += 1;
    try {
      if (this.#exports === 1) await this.#serial(() => this.#set(this.limits.export));
      await work();
    } finally {
      this.#exports -= 1;
      if (this.#exports === 0) this.#lower = true;
      await this.restore();
    }
  }

  /** Brings the cap back down if it is still raised and no export runs; called after every read. */
  restore(): Promise<void> {
    return this.#serial(async () => {
      if (!this.#lower || this.#exports > 0) return;
      try {
        await this.#set(this.limits.everyday);
        this.#lower = false;
      } catch {
        // more than the everyday cap still in use: the next read tries again
      }
    });
  }

  /**
   * One change of the cap at a time, each deciding when its turn comes: a restore that had seen no export
   * running must not lower the cap after the next export has raised it (that export then ran out of memory).
   */
  #serial(change: () => Promise<void>): Promise<void> {
    const next = this.#changes.then(change);
    this.#changes = next.catch(() => undefined);
    return next;
  }

  #set(limit: string): Promise<void> {
    return this.run(`SET GLOBAL memory_limit = '${limit}'`);
  }
}
