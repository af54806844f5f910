import { describe, expect, it } from 'vitest';
import { refuseNewerSchema, SCHEMA_TOO_NEW } from './schema-version.ts';

describe('refuseNewerSchema', () => {
  it('lets a store at or behind the build through, and stops one ahead of it naming both versions', () => {
    expect(() => refuseNewerSchema('ClickHouse', [], [1, 2, 3])).not.toThrow();
    expect(() => refuseNewerSchema('ClickHouse', [1, 2], [1, 2, 3])).not.toThrow();
    expect(() => refuseNewerSchema('ClickHouse', [1, 2, 3], [1, 2, 3])).not.toThrow();
    expect(() => refuseNewerSchema('ClickHouse', [1, 2, 3, 5, 4], [1, 2, 3])).toThrow(
      `the ClickHouse schema is at version 5, which ${SCHEMA_TOO_NEW} (3)`,
    );
  });
});
