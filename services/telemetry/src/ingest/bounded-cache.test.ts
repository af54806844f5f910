import { resolve } from '@opstap/routes';
import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache.ts';
import { screenOf } from './normalise.ts';
import { parseUserAgent } from './user-agent.ts';

describe('boundedCache', () => {
  it('computes a key once, and past its size forgets the oldest key first', () => {
    const computed: string[] = [];
    const cached = boundedCache(3, (key) => {
      computed.push(key);
      return key.toUpperCase();
    });
    expect(['a', 'b', 'a', 'c', 'b'].map(cached)).toEqual(['A', 'B', 'A', 'C', 'B']);
    expect(computed).toEqual(['a', 'b', 'c']);
    cached('d'); // a fourth key: 'a', the oldest, goes
    cached('b');
    cached('a');
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'a']);
  });

  it('holds no more than its size however many keys a visitor invents', () => {
    let calls = 0;
    const cached = boundedCache(512, (key) => ((calls += 1), key.length));
    for (let i = 0; i < 10_000; i += 1) cached(`ua-${i}`);
    calls = 0;
    // The last 512 keys are remembered, the 513th from the end is not.
    for (let i = 10_000 - 512; i < 10_000; i += 1) cached(`ua-${i}`);
    expect(calls).toBe(0);
    cached(`ua-${10_000 - 513}`);
    expect(calls).toBe(1);
  });
});

describe('the cached readings give the uncached answers', () => {
  it('screenOf: the route table reading of each path, after the cache has turned over', () => {
    const known = ['/werkgevers', '/en/employers', '/vacatures', '/'];
    // Known paths again and again among 1,500 unknown ones: more keys than the cache holds.
    const paths = Array.from(
      { length: 3000 },
      (_, i) => (i % 2 ? `/nope-${i}` : known[(i / 2) % 4]) as string,
    );
    for (const round of [1, 2])
      for (const path of paths)
        expect(screenOf(undefined, path), `${path} round ${round}`).toBe(resolve(path).screen);
  });

  it('parseUserAgent: equal answers for a header seen before and one seen first', () => {
    const agents = Array.from(
      { length: 1500 },
      (_, i) =>
        `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + (i % 40)}.0.${i}.0 Safari/537.36`,
    );
    const first = agents.map((agent) => ({ ...parseUserAgent(agent) }));
    expect(agents.map((agent) => parseUserAgent(agent))).toEqual(first);
    expect(first[7]).toEqual({
      device: 'desktop',
      os: 'Windows',
      osVersion: '10.0',
      browser: 'Chrome',
      browserVersion: '107',
    });
  });
});
