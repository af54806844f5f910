import { describe, expect, it } from 'vitest';
import { assertIdentifier, sqlLiteral } from './escape.ts';

// Unit checks of the one escape function; clickhouse-store.test.ts round-trips hostile strings through a
// real server, which is the test that matters.
describe('sqlLiteral', () => {
  it('quotes plain text unchanged', () => {
    expect(sqlLiteral('/werkgevers')).toBe("'/werkgevers'");
  });

  it('escapes the quote and the backslash, so a value cannot close the literal', () => {
    expect(sqlLiteral("' OR 1=1 --")).toBe("'\\' OR 1=1 --'");
    expect(sqlLiteral("\\' OR 1=1 --")).toBe("'\\\\\\' OR 1=1 --'");
    expect(sqlLiteral('\\')).toBe("'\\\\'");
  });

  it('writes every control character as \\xHH, never raw', () => {
    expect(sqlLiteral('a\nb\u0000c\u007f\t')).toBe("'a\\x0ab\\x00c\\x7f\\x09'");
    for (let code = 0; code < 0x20; code++) {
      expect(sqlLiteral(String.fromCharCode(code))).toMatch(/^'\\x[0-9a-f]{2}'$/);
    }
  });

  it('keeps non-ASCII text and replaces lone surrogates with U+FFFD', () => {
    expect(sqlLiteral('café 😀')).toBe("'café 😀'");
    expect(sqlLiteral('a\uD800b')).toBe("'a\uFFFDb'");
  });

  it('writes finite numbers and dates (epoch ms) and refuses anything else', () => {
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(0.1)).toBe('0.1');
    expect(sqlLiteral(1e21)).toBe('1000000000000000000000');
    expect(sqlLiteral(new Date(Date.UTC(2026, 0, 2)))).toBe('1767312000000');
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => sqlLiteral(new Date(Number.NaN))).toThrow(TypeError);
    expect(() => sqlLiteral({} as unknown as string)).toThrow(TypeError);
  });
});

describe('assertIdentifier', () => {
  it('accepts plain names and refuses anything that could leave the identifier', () => {
    expect(assertIdentifier('opstap')).toBe('opstap');
    expect(assertIdentifier('opstap_test_1')).toBe('opstap_test_1');
    for (const bad of ['', '1db', 'a-b', 'a.b', 'a b', 'a;DROP TABLE x', '`a`', 'a\u0000', 'é']) {
      expect(() => assertIdentifier(bad)).toThrow();
    }
  });
});
