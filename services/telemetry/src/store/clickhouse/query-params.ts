/**
 * Values reach ClickHouse SQL only as bound query parameters (`{p0:String}`), never as text
 * (docs/decisions/0702-clickhouse-versions.md): the server parses the value as its type, so no value can
 * change a statement. Column names come from fixed maps (analytics-queries.ts), the database name is a
 * plain identifier checked at start (identifier.ts), and the few numbers that must be literals (a
 * quantile's levels, a partition) are checked where they are written.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export type ParamType = 'String' | 'Date' | 'UInt64' | 'Int32' | 'Float64';

/** A statement and the values its placeholders name, as `@clickhouse/client` sends them (`query_params`). */
export interface Statement {
  query: string;
  params: Record<string, string | number>;
}

/** Collects the values of one statement while it is written: `bind` returns the placeholder to write. */
export class QueryParams {
  readonly values: Record<string, string | number> = {};
  #next = 0;

  bind(value: string | number, type: ParamType): string {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new TypeError(`not a finite number: ${value}`);
    const name = `p${this.#next++}`;
    // A lone surrogate cannot be sent (URL-encoding it throws): it becomes U+FFFD, as the server would store it.
    this.values[name] = typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value;
    return `{${name}:${type}}`;
  }

  statement(query: string): Statement {
    return { query, params: this.values };
  }
}
