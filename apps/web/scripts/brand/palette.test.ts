import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PALETTE } from './palette.mjs';

const tokens = readFileSync(join(import.meta.dirname, '../../src/styles/tokens.css'), 'utf8');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('the build-time palette', () => {
  it('has the same colours as the site tokens (docs/brand.md)', () => {
    for (const [name, hex] of Object.entries(PALETTE)) {
      expect(tokens, `--color-${kebab(name)}`).toContain(`--color-${kebab(name)}: ${hex};`);
    }
  });
});
