/** One client address's window: how much it spent since `resetAt - windowMs`. */
export interface AddressWindow {
  count: number;
  resetAt: number;
}

/**
 * Per-address counters over a window that starts at each address's first request, for the rate limit
 * (plugins/rate-limit.ts) and the warnings' byte budget (plugins/ingest.ts). Addresses live in memory
 * only and never in a log or a store (docs/requirements/telemetry-service.md#privacy).
 *
 * Bounded in memory whatever the traffic (docs/decisions/0111-retention-and-quotas.md): two generations
 * of at most `maxAddresses / 2` each. New addresses go into the current one; when it is full, or once a
 * window has passed (`rotate`, on a timer), it becomes the previous one and the old previous one is
 * dropped whole, in O(1). An address found only in the previous generation moves back with its window,
 * so an address seen within the last window keeps its count unless more than `maxAddresses / 2` new
 * addresses came since: only then may an active window be forgotten, and that address starts afresh.
 * (A single Map evicting its oldest key on each insert would be the obvious LRU, but V8 walks past every
 * deleted slot to find the first key again: docs/decisions/0602-duckdb-writer-cost.md.)
 */
export class AddressWindows {
  #current = new Map<string, AddressWindow>();
  #previous = new Map<string, AddressWindow>();
  readonly #generation: number;

  constructor(
    maxAddresses: number,
    private readonly windowMs = 60_000,
  ) {
    this.#generation = Math.max(1, Math.floor(maxAddresses / 2));
  }

  /** Adds `amount` to the address's current window (a new one if it had none or it ended) and returns it. */
  take(address: string, amount: number, now: number): AddressWindow {
    let window = this.#current.get(address);
    if (window === undefined) {
      window = this.#previous.get(address);
      if (window === undefined || window.resetAt <= now) window = { count: 0, resetAt: now + this.windowMs };
      if (this.#current.size >= this.#generation) this.rotate();
      this.#current.set(address, window);
    } else if (window.resetAt <= now) {
      window.count = 0;
      window.resetAt = now + this.windowMs;
    }
    window.count += amount;
    return window;
  }

  /**
   * Starts a new generation. Called every `windowMs`: an address untouched for two rotations has no
   * window left that could still refuse it, so dropping it loses nothing.
   */
  rotate(): void {
    this.#previous = this.#current;
    this.#current = new Map();
  }

  /** Addresses held, counting one that moved back from the previous generation twice (the bound's view). */
  get size(): number {
    return this.#current.size + this.#previous.size;
  }
}
