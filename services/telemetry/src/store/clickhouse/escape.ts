/**
 * The one way a value reaches ClickHouse SQL as text (docs/decisions/0700-clickhouse-schema.md). Debian's ClickHouse 18.16 has no query
 * parameters, so query filters are inlined as literals; rows are never inlined, they travel as
 * JSONEachRow data. Identifiers are never built from input: column names come from fixed maps, and the
 * database name is checked by `assertIdentifier` at start.
 */

/** Bytes ClickHouse's lexer reads specially inside '…': the quote, the backslash, and control characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEEDS_ESCAPE = /[\\'\u0000-\u001f\u007f]/g;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function escapeChar(char: string): string {
  if (char === '\\') return '\\\\';
  if (char === "'") return "\\'";
  // Every control character as \xHH: no raw newline or NUL ever reaches the server's parser.
  return `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
}

/**
 * A SQL literal for a string (quoted and escaped), a finite number, or a date (as integer epoch ms).
 * Throws on anything else, so a NaN or an object can never become SQL.
 */
export function sqlLiteral(value: string | number | Date): string {
  if (typeof value === 'string') {
    // Lone surrogates would reach the server as U+FFFD anyway; make that explicit so what we test is what
    // is sent.
    const wellFormed = value.replace(LONE_SURROGATE, '\uFFFD');
    return `'${wellFormed.replace(NEEDS_ESCAPE, escapeChar)}'`;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`sqlLiteral: not a finite number: ${value}`);
    // Integers in plain digits (toFixed writes 1e+21 past 2^69); fractions as JS prints them, which
    // ClickHouse's float parser reads back exactly (1e-7 included).
    return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  }
  if (value instanceof Date) {
    const ms = value.getTime();
    if (!Number.isFinite(ms)) throw new TypeError('sqlLiteral: invalid date');
    return BigInt(ms).toString();
  }
  throw new TypeError(`sqlLiteral: unsupported value of type ${typeof value}`);
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** The database name comes from configuration: accept plain identifiers only, never quote around input. */
export function assertIdentifier(name: string, what = 'identifier'): string {
  if (!IDENTIFIER.test(name)) {
    throw new Error(
      `${what} must be letters, digits and underscores, starting with a letter: ${JSON.stringify(name)}`,
    );
  }
  return name;
}
