import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every build setting of the site (the `VITE_*` variables typed in src/env.d.ts) reaches an image build:
 * a build argument of the web Dockerfile, passed by docker-compose.yml
 * (docs/requirements/deployment.md#build-settings). The mocks switch never: production has no mocks.
 */
const web = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(web, path), 'utf8');
const settings = [...read('src/env.d.ts').matchAll(/readonly (VITE_\w+)\?/g)]
  .map((match) => match[1] ?? '')
  .filter((name) => name !== 'VITE_ENABLE_MOCKS');

describe('the web image’s build arguments', () => {
  it('cover every build setting', () => {
    expect(settings.length).toBeGreaterThan(5);
    const dockerfile = read('deploy/Dockerfile');
    const args = /^ARG (VITE_[\s\S]*?)\nRUN/m.exec(dockerfile)?.[1] ?? '';
    const compose = read('../../docker-compose.yml');
    for (const name of settings) {
      expect(args, `Dockerfile ARG ${name}`).toMatch(new RegExp(`\\b${name}=`));
      expect(compose, `compose build arg ${name}`).toContain(`${name}: \${${name}:-}`);
    }
    expect(args).not.toContain('VITE_ENABLE_MOCKS');
  });
});
