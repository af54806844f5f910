import { describe, expect, it } from 'vitest';
import { refuseUnknownSchema, UNKNOWN_SCHEMA } from './schema-version.ts';

describe('refuseUnknownSchema', () => {
  it('lets a store at or behind the build through, and stops one with a version it lacks, naming it', () => {
    expect(() => refuseUnknownSchema('ClickHouse database', [], [1, 2, 3])).not.toThrow();
    expect(() => refuseUnknownSchema('ClickHouse database', [1, 2], [1, 2, 3])).not.toThrow();
    expect(() => refuseUnknownSchema('ClickHouse database', [1, 2, 3], [1, 2, 3])).not.toThrow();
    expect(() => refuseUnknownSchema('ClickHouse database', [1, 2, 3, 5, 4], [1, 2, 3])).toThrow(
      `The ClickHouse database records schema version(s) 4, 5, ${UNKNOWN_SCHEMA}`,
    );
  });
});
