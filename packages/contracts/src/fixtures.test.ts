import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { vitalReport, warnLog } from './fixtures.ts';
import { VitalReport } from './vital-report.ts';
import { WarnLog } from './warn-log.ts';

describe('fixtures', () => {
  it('are valid payloads, so a test built on them fails only on what it overrides', () => {
    expect([...Value.Errors(VitalReport, vitalReport())]).toEqual([]);
    expect([...Value.Errors(WarnLog, warnLog())]).toEqual([]);
  });

  it('give each vitals report its own id', () => {
    expect(vitalReport().id).not.toBe(vitalReport().id);
  });

  it('apply overrides', () => {
    expect(vitalReport({ name: 'CLS', value: 0.1 })).toMatchObject({ name: 'CLS', value: 0.1 });
  });
});
