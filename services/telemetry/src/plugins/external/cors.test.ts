import { describe, expect, it } from 'vitest';
import { REFUSED_ORIGINS_LOGGED, refusalLog } from './cors.ts';

describe('refusalLog', () => {
  it('logs each refused origin once, with the variable that fixes it', () => {
    const lines: string[] = [];
    const log = refusalLog(['https://www.opstap.nl'], (line) => lines.push(line));
    log('http://127.0.0.1:5273');
    log('http://127.0.0.1:5273');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('http://127.0.0.1:5273');
    expect(lines[0]).toContain('ALLOWED_ORIGINS (a comma list, now https://www.opstap.nl)');
    expect(lines[0]).toContain('WEB_PORT');
  });

  it('stays bounded however many origins a client forges', () => {
    const lines: string[] = [];
    const log = refusalLog([], (line) => lines.push(line));
    for (let i = 0; i < 1000; i++) log(`https://forged-${i}.example` + 'x'.repeat(1000));
    expect(lines).toHaveLength(REFUSED_ORIGINS_LOGGED + 1);
    expect(lines.at(-1)).toMatch(/only the first 20 are logged/);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(400);
  });
});
