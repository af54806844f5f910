import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';

/** A writer whose writes the test finishes by hand, recording what happened in order. */
function harness() {
  const log: string[] = [];
  const writes: { group: string[]; finish: (error?: Error) => void }[] = [];
  const commits = new GroupCommit<string>({
    write: (group) =>
      new Promise<void>((resolve, reject) => {
        log.push(`write ${group.join(',')}`);
        writes.push({ group, finish: (error) => (error ? reject(error) : resolve()) });
      }),
    written: (group) => log.push(`written ${group.join(',')}`),
    recover: async () => {
      log.push('recover');
    },
    delayMs: 0,
  });
  const add = (item: string) =>
    commits.add(item).then(
      () => log.push(`ack ${item}`),
      (error: Error) => log.push(`refused ${item}: ${error.message}`),
    );
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  return { commits, log, writes, add, turn };
}

describe('GroupCommit', () => {
  it('writes the first item at once, gathers what arrives meanwhile into the next group, and acknowledges only once written', async () => {
    const { commits, log, writes, add, turn } = harness();
    const first = add('a'); // nothing in flight: written at once, alone
    const second = [add('b'), add('c')]; // while a is being written: the next group
    await turn();
    expect(log).toEqual(['write a']);
    writes[0]?.finish();
    await first;
    await turn();
    expect([...log].sort()).toEqual(['ack a', 'write a', 'write b,c', 'written a']);
    expect(log.indexOf('written a')).toBeLessThan(log.indexOf('ack a'));
    expect(commits.busy).toBe(true);
    writes[1]?.finish();
    await Promise.all(second);
    await commits.idle();
    expect(commits.busy).toBe(false);
    expect(log.slice(4)).toEqual(['written b,c', 'ack b', 'ack c']);
    expect(writes).toHaveLength(2); // three items, two writes
  });

  it('refuses a failed group and what queued behind it, recovers, then writes what comes after', async () => {
    const { log, writes, add, turn } = harness();
    const failed = [add('a')];
    await turn();
    const queued = [add('b')]; // placed behind the failing write: refused with it
    await turn();
    writes[0]?.finish(new Error('disk full'));
    await Promise.all([...failed, ...queued]);
    const later = add('c');
    await turn();
    writes[1]?.finish();
    await later;
    expect(log).toEqual([
      'write a',
      'recover',
      'refused a: disk full',
      'refused b: disk full',
      'write c',
      'written c',
      'ack c',
    ]);
  });
});
