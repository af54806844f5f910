import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigEnv, UserConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mocksPlugin } from './mocks-plugin.ts';

/** The plugin's `config` hook as Vite calls it, in a folder without `.env` files. */
function configFor(env: ConfigEnv): UserConfig {
  const hook = mocksPlugin().config as (config: UserConfig, env: ConfigEnv) => UserConfig;
  return hook({ root: mkdtempSync(join(tmpdir(), 'mocks-plugin-')) }, env);
}

const production: ConfigEnv = { command: 'build', mode: 'production' };

describe('mocksPlugin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('fails a production build without the captcha site key, naming it', () => {
    vi.stubEnv('VITE_FRIENDLY_CAPTCHA_SITEKEY', '');
    vi.stubEnv('VITE_CAPTCHA_PROVIDER', '');
    vi.stubEnv('VITE_ENABLE_MOCKS', '');
    expect(() => configFor(production)).toThrow(/^VITE_FRIENDLY_CAPTCHA_SITEKEY is not set/);
  });

  it('builds for production with the key, and without it for the test captcha or the dev server', () => {
    vi.stubEnv('VITE_ENABLE_MOCKS', '');
    vi.stubEnv('VITE_CAPTCHA_PROVIDER', '');
    vi.stubEnv('VITE_FRIENDLY_CAPTCHA_SITEKEY', 'FCMTESTKEY');
    expect(configFor(production).define).toMatchObject({ __OPSTAP_CAPTCHA__: '"friendly"' });
    vi.stubEnv('VITE_FRIENDLY_CAPTCHA_SITEKEY', '');
    vi.stubEnv('VITE_CAPTCHA_PROVIDER', 'test');
    expect(configFor(production).define).toMatchObject({ __OPSTAP_CAPTCHA__: '"test"' });
    vi.stubEnv('VITE_CAPTCHA_PROVIDER', '');
    expect(configFor({ command: 'serve', mode: 'development' }).define).toMatchObject({
      __OPSTAP_SCENARIOS_OFF__: 'true',
    });
  });
});
