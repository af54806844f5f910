import { ClickHouseError as ClientError } from '@clickhouse/client';
import { describe, expect, it } from 'vitest';
import { vital } from '../../../test/store/store-contract-data.ts';
import { batchOf } from '../vital-batch.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { isRetryable, serverErrorCode, withRetry } from './retry.ts';
import { chdbConnection } from '../../../test/support/chdb.ts';

// Which failures are retried, whichever connection raised them (docs/decisions/0702-clickhouse-versions.md).
describe('errors are classified by their code, not by their class', () => {
  it('fails a SQL error from chDB at once, though its class is not the client’s', async () => {
    let retries = 0;
    // A database never created: the engine answers UNKNOWN_DATABASE, which would fail again.
    const bad = new ClickHouseStore({
      connection: chdbConnection(),
      database: 'never_created',
      retry: { attempts: 6, baseDelayMs: 200, maxDelayMs: 2000 },
      onRetry: () => (retries += 1),
    });
    const caught = await bad.insertVitals(batchOf(bad, [vital({ receivedAt: new Date() })])).then(
      () => undefined,
      (error: unknown) => error,
    );
    await bad.close();
    expect(caught).toBeInstanceOf(Error);
    // The trap: chDB raises its own copy of ClickHouseError, so `instanceof` says no.
    expect(caught instanceof ClientError).toBe(false);
    expect(serverErrorCode(caught)).toBe('81');
    expect(retries).toBe(0);
  });

  it('fails the client’s own server errors at once, and retries overload codes and network errors', () => {
    const syntax = new ClientError({ message: 'Syntax error', code: '62', type: 'SYNTAX_ERROR' });
    const tooMany = new ClientError({ message: 'Too many parts', code: '252', type: 'TOO_MANY_PARTS' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect([syntax, tooMany, refused].map(isRetryable)).toEqual([false, true, true]);
    expect([syntax, tooMany, refused].map(serverErrorCode)).toEqual(['62', '252', undefined]);
  });

  it('retries a retryable failure until it passes', async () => {
    let calls = 0;
    const policy = { attempts: 4, baseDelayMs: 1, maxDelayMs: 2 };
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw refused;
        return 'landed';
      },
      policy,
      isRetryable,
    );
    expect([result, calls]).toEqual(['landed', 3]);
  });
});
