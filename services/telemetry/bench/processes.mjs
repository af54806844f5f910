// Child processes for the bench: start one, learn its URL from its log, read its peak RSS, stop it.
// Each starts with the allocator settings the service is started with everywhere (allocator-env.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { withAllocatorEnv } from '../allocator-env.mjs';

export function start(script, env = {}) {
  const child = spawn(process.execPath, [script], {
    env: withAllocatorEnv({ PATH: process.env.PATH, PORT: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set();
  /** Resolves with the match once the log has a line matching `pattern` (e.g. a background job's end). */
  const logged = (pattern) =>
    new Promise((found) => {
      const waiter = () => {
        const match = pattern.exec(output);
        if (!match) return;
        waiting.delete(waiter);
        found(match);
      };
      waiting.add(waiter);
      waiter();
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      for (const waiter of [...waiting]) waiter();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1], logged });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
  });
}

/** Peak resident set size (VmHWM) of a running process, in MB. */
export function peakRssMb(child) {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

export function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** CPU time (user + system) a process has used so far, in microseconds: load-independent cost. */
export function cpuMicros(child) {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000; // clock ticks of 10 ms
}
