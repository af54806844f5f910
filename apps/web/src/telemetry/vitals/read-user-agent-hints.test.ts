import { describe, expect, it } from 'vitest';
import { readUserAgentHints } from './read-user-agent-hints.ts';

const brands = [{ brand: 'Google Chrome', version: '131' }];
const nav = (userAgentData: unknown) =>
  ({ userAgentData }) as unknown as Parameters<typeof readUserAgentHints>[0];

describe('readUserAgentHints', () => {
  it('is undefined where the browser has no Client Hints (Safari, Firefox)', async () => {
    expect(await readUserAgentHints(nav(undefined))).toBeUndefined();
  });

  it('adds the high-entropy OS version to the low-entropy hints', async () => {
    const hints = await readUserAgentHints(
      nav({
        brands,
        mobile: true,
        platform: 'Android',
        getHighEntropyValues: async (asked: string[]) =>
          asked.includes('platformVersion') ? { platformVersion: '14.0.0' } : {},
      }),
    );
    expect(hints).toEqual({ brands, mobile: true, platform: 'Android', platformVersion: '14.0.0' });
  });

  it('keeps the low-entropy hints when the browser refuses the high-entropy ones', async () => {
    const hints = await readUserAgentHints(
      nav({
        brands,
        mobile: false,
        platform: 'Windows',
        getHighEntropyValues: () => Promise.reject(new Error('NotAllowedError')),
      }),
    );
    expect(hints).toEqual({ brands, mobile: false, platform: 'Windows' });
  });
});
