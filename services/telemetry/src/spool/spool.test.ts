import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SpoolInUseError } from './segment-files.ts';
import { comparePositions, type Position } from './position.ts';
import { Spool } from './spool.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opstap-spool-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const options = { maxBytes: 1 << 20, segmentBytes: 4096 };
const text = (records: { payload: Buffer }[]) => records.map((r) => r.payload.toString());

async function readAll(spool: Spool, from: Position, until: Position): Promise<string[]> {
  const out: string[] = [];
  for (let at = from; comparePositions(at, until) < 0;) {
    const { records, next } = await spool.read(at, until, 7);
    out.push(...text(records));
    at = next;
  }
  return out;
}

describe('Spool', () => {
  it('acknowledges appends once on disk, many in one fsync, and reads them back in order', async () => {
    const spool = await Spool.open(dir, options);
    const start = spool.end;
    const appended = Array.from({ length: 200 }, (_, i) => spool.append(Buffer.from(`record ${i}`)));
    await Promise.all(appended.map((a) => a?.durable));
    // 200 appends in one turn: a group commit per segment they span, far fewer than 200 fsyncs.
    expect(spool.fsyncs).toBeLessThan(20);
    const end = appended.at(-1)?.end as Position;
    expect(await readAll(spool, start, end)).toEqual(Array.from({ length: 200 }, (_, i) => `record ${i}`));
    await spool.close();
  });

  it('refuses appends past its byte bound, and takes them again once released', async () => {
    const spool = await Spool.open(dir, { maxBytes: 1000, segmentBytes: 200 });
    const accepted: Position[] = [];
    for (let i = 0; i < 100; i += 1) {
      const appended = spool.append(Buffer.alloc(42, 1));
      if (!appended) break;
      await appended.durable;
      accepted.push(appended.end);
    }
    expect(accepted.length).toBe(20); // 50 bytes a frame
    expect(spool.append(Buffer.alloc(42))).toBeUndefined();
    await spool.release(accepted.at(-1) as Position);
    expect(spool.bytes).toBe(0);
    expect(spool.append(Buffer.alloc(42))).toBeDefined();
    await spool.close();
  });

  it('replays what a killed process left, without the torn last frame, and appends after it', async () => {
    const first = await Spool.open(dir, options);
    for (let i = 0; i < 50; i += 1) await first.append(Buffer.from(`before ${i}`))?.durable;
    // Nothing released, as after SIGKILL, and a half-written frame at the end, as a crash mid-write leaves.
    // (close() only releases the files; the process-level tests kill the real process.)
    await first.close();
    const segments = (await readdir(dir)).filter((name) => name.endsWith('.spool')).sort();
    await appendFile(join(dir, segments.at(-1) as string), Buffer.from([9, 0, 0, 0, 1, 2]));

    const second = await Spool.open(dir, options);
    const appended = second.append(Buffer.from('after'));
    await appended?.durable;
    const replayed = await readAll(second, second.start, appended?.end as Position);
    expect(replayed).toEqual([...Array.from({ length: 50 }, (_, i) => `before ${i}`), 'after']);
    await second.close();
  });

  it('replays a zero-filled segment as a killed process leaves it, cutting a torn frame inside the zeros', async () => {
    const first = await Spool.open(dir, options);
    for (let i = 0; i < 20; i += 1) await first.append(Buffer.from(`before ${i}`))?.durable;
    const name = (await readdir(dir)).filter((n) => n.endsWith('.spool')).sort()[0] as string;
    // The file as it is while the process runs: the records, then the segment's zero fill.
    const live = await readFile(join(dir, name));
    expect(live.length).toBe(options.segmentBytes);
    await first.close();
    const records = (await readFile(join(dir, name))).length;
    const torn = Buffer.from(live);
    torn.set([9, 0, 0, 0, 1, 2, 3], records); // a frame cut short by the crash, then zeros again
    await writeFile(join(dir, name), torn);

    const corrupt: number[] = [];
    const second = await Spool.open(dir, { ...options, onCorrupt: (_s, bytes) => corrupt.push(bytes) });
    const appended = second.append(Buffer.from('after'));
    await appended?.durable;
    expect(await readAll(second, second.start, appended?.end as Position)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `before ${i}`),
      'after',
    ]);
    expect(corrupt).toEqual([]);
    await second.close();
  });

  it('skips a damaged segment, reporting it, and reads on in the next', async () => {
    const corrupt: number[] = [];
    for (const record of ['lost', 'kept']) {
      const spool = await Spool.open(dir, options);
      await spool.append(Buffer.from(record))?.durable;
      await spool.close();
    }
    const first = (await readdir(dir)).filter((name) => name.endsWith('.spool')).sort()[0] as string;
    await writeFile(join(dir, first), Buffer.from('garbage that is no frame'));
    const spool = await Spool.open(dir, { ...options, onCorrupt: (_s, bytes) => corrupt.push(bytes) });
    expect(await readAll(spool, spool.start, spool.end)).toEqual(['kept']);
    expect(corrupt).toEqual([24]);
    await spool.close();
  });

  it('deletes every segment once all is released, so a restart replays nothing', async () => {
    const spool = await Spool.open(dir, options);
    let end: Position = spool.end;
    for (let i = 0; i < 300; i += 1) {
      const appended = spool.append(Buffer.from(`r${i}`.padEnd(40)));
      await appended?.durable;
      end = appended?.end as Position;
    }
    await spool.release(end);
    await spool.close();
    const again = await Spool.open(dir, options);
    expect(comparePositions(again.start, again.end)).toBe(0);
    expect(again.bytes).toBe(0);
    await again.close();
  });

  it('is owned by one live process at a time', async () => {
    // The parent's lock as a spool of the parent would write it: its id and when it started.
    const parent = await Spool.open(dir, options);
    const own = (await readFile(join(dir, 'LOCK'), 'utf8')).split(' ');
    await parent.close();
    const started = readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19];
    await writeFile(join(dir, 'LOCK'), [process.ppid, started].join(' '));
    await expect(Spool.open(dir, options)).rejects.toBeInstanceOf(SpoolInUseError);
    // A lock without a start time (written where there is no /proc) names a live process too.
    await writeFile(join(dir, 'LOCK'), String(process.ppid));
    await expect(Spool.open(dir, options)).rejects.toBeInstanceOf(SpoolInUseError);
    expect(own).toEqual([String(process.pid), expect.stringMatching(/^\d+$/)]);
  });

  it('takes over a lock whose process is gone, also when its id now names another process', async () => {
    // The id of a live process (the parent) with another start time: the holder died and the id was reused.
    await writeFile(join(dir, 'LOCK'), `${process.ppid} 1`);
    const spool = await Spool.open(dir, options);
    expect((await readFile(join(dir, 'LOCK'), 'utf8')).split(' ')[0]).toBe(String(process.pid));
    await spool.close();
    await writeFile(join(dir, 'LOCK'), '999999999');
    await (await Spool.open(dir, options)).close();
  });
});

/** A disk that fills up: a small tmpfs (mounting one needs root, which the test machine and CI have). */
const isRoot = process.getuid?.() === 0;
describe.skipIf(!isRoot)('Spool on a disk that fills up (needs root for a tmpfs)', () => {
  it('refuses the appends it could not write, keeps what it acknowledged, and writes again once there is room', async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir]);
    try {
      const spool = await Spool.open(join(dir, 'spool'), { maxBytes: 1 << 20, segmentBytes: 16 * 1024 });
      await spool.append(Buffer.from('r0'.padEnd(500)))?.durable; // its first segment made
      // The rest of the disk taken: the spool writes on in what it has made, then cannot make more.
      await writeFile(join(dir, 'filler'), Buffer.alloc(256 * 1024)).catch(() => undefined);
      const outcomes: string[] = ['acked'];
      for (let i = 1; i < 200 && !outcomes.includes('refused'); i += 1) {
        const appended = spool.append(Buffer.from(`r${i}`.padEnd(500)));
        outcomes.push(
          (await appended?.durable.then(
            () => 'acked',
            () => 'refused',
          )) ?? 'full',
        );
      }
      const acked = outcomes.filter((o) => o === 'acked').length;
      expect(outcomes.at(-1)).toBe('refused');
      expect(acked).toBeGreaterThan(0);

      await rm(join(dir, 'filler'));
      const after = spool.append(Buffer.from('after'.padEnd(500)));
      await after?.durable;
      const read = await readAll(spool, spool.start, after?.end as Position);
      expect(read.map((r) => r.trim())).toEqual([
        ...Array.from({ length: acked }, (_, i) => `r${i}`),
        'after',
      ]);
      await spool.close();
    } finally {
      execFileSync('umount', ['-l', dir]);
    }
  });
});
