import { describe, expect, it, vi } from 'vitest';

const logged = vi.hoisted(() => [] as string[]);
vi.mock('../../telemetry/logger.ts', () => ({
  createLogger: () => ({ error: (message: string) => logged.push(message) }),
}));

const { footerAudience } = await import('./footer.tsx');

describe('footerAudience (site.md#footer)', () => {
  it('keeps the two known audiences', () => {
    expect(footerAudience('jobseeker')).toBe('jobseeker');
    expect(footerAudience('employer')).toBe('employer');
    expect(logged).toEqual([]);
  });

  it('logs an error for an unknown audience and shows the job seeker links', () => {
    expect(footerAudience('recruiter')).toBe('jobseeker');
    expect(logged).toEqual(['Unknown footer audience "recruiter"; showing the jobseeker links']);
  });
});
