// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_WEB_VITALS_KEY } from '../logger-settings.ts';
import { logWebVital } from './log-web-vital.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('logWebVital', () => {
  it('prints web vitals only when opstap:log-web-vitals is "true"', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const vital = { name: 'LCP', value: 1200, rating: 'good', id: 'v6-1' };
    logWebVital(vital);
    localStorage.setItem(LOG_WEB_VITALS_KEY, '1');
    logWebVital(vital);
    expect(info).not.toHaveBeenCalled();
    localStorage.setItem(LOG_WEB_VITALS_KEY, 'true');
    logWebVital(vital);
    expect(info).toHaveBeenCalledWith('[web-vitals] LCP 1200 (good)', vital);
  });
});
