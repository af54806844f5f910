import { randomBytes } from 'node:crypto';
import { constants, readFileSync } from 'node:fs';
import { open, readdir, readFile, rm, statfs, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeFrames } from './frame.ts';

/**
 * The spool's files (docs/decisions/0110-ingest-spool.md): numbered segment files, each zero-filled to
 * its full size before its first record, the folder's lock and its id. Spool (spool.ts) decides what goes where;
 * this file only sizes, makes, scans, reads and removes them.
 */

const SUFFIX = '.spool';
const LOCK = 'LOCK';
const ID = 'ID';
/** Written repeatedly to zero-fill a new segment. */
const ZEROS = Buffer.alloc(1 << 20);

const fileName = (seq: number) => `${String(seq).padStart(12, '0')}${SUFFIX}`;
const path = (dir: string, seq: number) => join(dir, fileName(seq));

export class SpoolInUseError extends Error {
  override name = 'SpoolInUseError';
}

/** The spool's disk has too little room to start: the message says how much it needs. */
export class SpoolNoSpaceError extends Error {
  override name = 'SpoolNoSpaceError';
}

/** Bytes an unprivileged process may still write on the disk that holds `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const { bavail, bsize } = await statfs(dir);
  return bavail * bsize;
}

/** The smallest segment (SPOOL_SEGMENT_BYTES' lower bound), and the share of the free disk one may take. */
const MIN_SEGMENT_BYTES = 64 * 1024;
const FREE_SHARE_PER_SEGMENT = 16;

/**
 * The segment size a spool starts with: SPOOL_SEGMENT_BYTES, or less on a disk with little room. Each of
 * the service's two spools makes two segments at start (the active one and the next, zero-filled), so a
 * sixteenth of the free space a segment keeps what they reserve to a quarter of it; a start with room for
 * less than the smallest segment so is refused, saying what it needs (decision 0110).
 */
export function fittedSegmentBytes(configured: number, free: number, dir: string): number {
  const smallest = Math.min(configured, MIN_SEGMENT_BYTES);
  const share = Math.floor(free / FREE_SHARE_PER_SEGMENT);
  if (share < smallest) {
    const needed = FREE_SHARE_PER_SEGMENT * smallest;
    throw new SpoolNoSpaceError(
      `spool ${dir} has ${free} bytes free on its disk and needs at least ${needed} (${(needed / 1024 / 1024).toFixed(1)} MiB) to start`,
    );
  }
  // Whole pages: a segment is written in place and zero-filled in large writes.
  return Math.min(configured, Math.max(smallest, share - (share % 4096)));
}

/** The segment numbers in `dir`, in order. */
async function segmentNumbers(dir: string): Promise<number[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(SUFFIX)).sort();
  return names.map((name) => Number(name.slice(0, -SUFFIX.length)));
}

/**
 * What a segment left by the last process holds. `whole`: where its whole frames end. `size`: where its
 * records end: at the zero fill, or at the file's end when it was closed cleanly; past a damaged frame,
 * up to the last non-zero byte, so that reading reports the damage as lost records.
 */
async function scanSegment(dir: string, seq: number): Promise<{ whole: number; size: number }> {
  const bytes = await readFile(path(dir, seq));
  const { end: whole, bad } = decodeFrames(bytes);
  return { whole, size: bad ? lastNonZero(bytes) : whole };
}

/**
 * The segments the last process left, in order, with where each one's records end. A crash can leave the
 * last records with a half-written frame: it is cut off, it was never acknowledged.
 */
export async function leftSegments(dir: string): Promise<{ seq: number; size: number }[]> {
  const segments: { seq: number; size: number }[] = [];
  let torn: { seq: number; whole: number; size: number } | undefined;
  for (const seq of await segmentNumbers(dir)) {
    const { whole, size } = await scanSegment(dir, seq);
    segments.push({ seq, size });
    if (size > 0) torn = { seq, whole, size };
  }
  if (torn && torn.whole < torn.size) {
    await truncateSegment(dir, torn.seq, torn.whole);
    const last = segments.find((segment) => segment.seq === torn.seq);
    if (last) last.size = torn.whole;
  }
  return segments;
}

/** The spool's id, random, made with the folder (with a record's position it names the record in every store). */
export async function spoolId(dir: string): Promise<string> {
  try {
    return (await readFile(join(dir, ID), 'utf8')).trim();
  } catch {
    const id = randomBytes(6).toString('hex');
    await writeFile(join(dir, ID), `${id}\n`);
    return id;
  }
}

/** Cuts a segment to `bytes` (a torn last frame, or what a failed write left). */
async function truncateSegment(dir: string, seq: number, bytes: number): Promise<void> {
  const handle = await open(path(dir, seq), 'r+');
  try {
    await handle.truncate(bytes);
  } finally {
    await handle.close();
  }
}

/**
 * Creates segment `seq` zero-filled to `bytes`, synced, with its name synced in the folder, opened with
 * O_DSYNC: a record then overwrites zeros in place, so a commit never changes the file's size and its
 * sync flushes data only, without a journal commit (docs/perf/history/ingest-spool.md).
 */
export async function prepareSegment(dir: string, seq: number, bytes: number): Promise<FileHandle> {
  const { O_RDWR, O_CREAT, O_TRUNC, O_DSYNC } = constants;
  const handle = await open(path(dir, seq), O_RDWR | O_CREAT | O_TRUNC | O_DSYNC);
  try {
    for (let at = 0; at < bytes; at += ZEROS.length) {
      await handle.write(ZEROS, 0, Math.min(ZEROS.length, bytes - at), at);
    }
    // The new file's name must survive a power cut too: sync the directory once per segment.
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    return handle;
  } catch (error) {
    // A segment being made holds no record yet: a half-made one (a full disk) goes, with the room it took.
    await handle.close();
    await removeSegment(dir, seq);
    throw error;
  }
}

/** Up to `length` bytes of segment `seq` from `offset`. */
export async function readSegment(dir: string, seq: number, offset: number, length: number): Promise<Buffer> {
  const handle = await open(path(dir, seq), 'r');
  try {
    const buffer = Buffer.allocUnsafe(length);
    const { bytesRead } = await handle.read(buffer, 0, length, offset);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function removeSegment(dir: string, seq: number): Promise<void> {
  await rm(path(dir, seq), { force: true });
}

/** Bytes up to the last non-zero one: where written bytes end and a segment's zero fill begins. */
function lastNonZero(bytes: Buffer): number {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return end;
}

/**
 * When the process `pid` started (clock ticks after boot, /proc/<pid>/stat's 22nd field), or undefined
 * where there is no /proc or no such process. A process id alone does not name a process: after a crash
 * the dead holder's id is soon another process's (a new container's, a test run's), and a lock it names
 * would stop the service for good.
 */
function startedAt(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the lock's holder (`pid start`, or `pid` alone where there is no /proc) is still running. */
function holderAlive(holder: string): boolean {
  const [pid, started] = holder.split(' ');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // Alive: the same process only if it started when the holder did (where the start time can be read).
  const now = startedAt(Number(pid));
  return started === undefined || now === undefined || now === started;
}

const lockText = () => [process.pid, startedAt(process.pid)].filter((part) => part !== undefined).join(' ');

/** One process per spool: a second would interleave frames. A lock left by a dead process is taken over. */
export async function lock(dir: string): Promise<void> {
  const file = join(dir, LOCK);
  try {
    await writeFile(file, lockText(), { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = (await readFile(file, 'utf8').catch(() => '')).trim();
  const holderPid = Number(holder.split(' ')[0]);
  if (holderPid && holderPid !== process.pid && holderAlive(holder)) {
    throw new SpoolInUseError(`spool ${dir} is in use by process ${holderPid}`);
  }
  await writeFile(file, lockText());
}

export async function unlock(dir: string): Promise<void> {
  await rm(join(dir, LOCK), { force: true });
}
