import { describe, expect, it } from 'vitest';
import type { LogRecord } from '../log-record.ts';
import { describeReport, type ReportEnvironment } from './describe-report.ts';

const env: ReportEnvironment = {
  client: 'home-page',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0',
  pageUrl: 'https://opstap.nl/now',
};

const record = (patch: Partial<LogRecord>): LogRecord => ({
  level: 'warn',
  scope: 'lazy-page',
  message: 'Page chunk failed',
  time: 0,
  url: 'https://opstap.nl/werkgevers?country=gb',
  ...patch,
});

describe('describeReport', () => {
  it('carries every field of the spec for an Error: message, client, UA, scope, stack, URL, level', () => {
    const error = new Error('Loading chunk 42 failed');
    const report = describeReport(record({ error, context: { chunk: 42 } }), env);
    expect(report.message).toBe('Loading chunk 42 failed');
    expect(report.error).toBe(error);
    expect(report.error?.stack).toContain('Loading chunk 42 failed');
    expect(report.tags).toMatchObject({ client: 'home-page', scope: 'lazy-page', 'log.level': 'warn' });
    expect(report.logger).toBe('lazy-page');
    expect(report.request).toEqual({
      url: 'https://opstap.nl/werkgevers?country=gb',
      headers: { 'User-Agent': env.userAgent },
    });
    expect(report.level).toBe('warning');
    expect(report.extra).toEqual({ logMessage: 'Page chunk failed', context: { chunk: 42 } });
  });

  it('keeps chunk load errors recognisable: name, code and failure type become tags', () => {
    const chunk = Object.assign(new Error('Loading chunk 7 failed'), {
      name: 'ChunkLoadError',
      type: 'timeout',
    });
    const css = Object.assign(new Error('Loading CSS chunk 7 failed'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(describeReport(record({ error: chunk }), env).tags).toMatchObject({
      'error.name': 'ChunkLoadError',
      'error.type': 'timeout',
    });
    const cssReport = describeReport(record({ error: css }), env);
    expect(cssReport.tags['error.code']).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(cssReport.tags).not.toHaveProperty('error.name'); // a plain Error adds nothing
  });

  it('uses the log message and the call-site stack when there is no Error', () => {
    const report = describeReport(
      record({ message: 'Slow page load', stack: 'Error: Slow page load\n    at x' }),
      env,
    );
    expect(report.message).toBe('Slow page load');
    expect(report.error).toBeUndefined();
    expect(report.stack).toContain('at x');
  });

  it('adds a non-Error rejection reason to the message', () => {
    const report = describeReport(record({ message: 'Unhandled rejection', error: 'quota exceeded' }), env);
    expect(report.message).toBe('Unhandled rejection: quota exceeded');
  });

  it('maps the six levels onto the spec three: info, warn, error', () => {
    const levels = (['verbose', 'debug', 'info', 'warn', 'error', 'fatal'] as const).map(
      (level) => describeReport(record({ level }), env).level,
    );
    expect(levels).toEqual(['info', 'info', 'info', 'warning', 'error', 'error']);
  });

  it('falls back to the current URL when the record has none', () => {
    expect(describeReport(record({ url: undefined }), env).request.url).toBe('https://opstap.nl/now');
  });
});
