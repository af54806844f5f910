import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icon-names.ts';

const sprite = readFileSync(join(import.meta.dirname, 'icon-sprite.svg'), 'utf8');

describe('the icon sprite', () => {
  it('holds every icon the site names', () => {
    for (const name of ICON_NAMES) expect(sprite, name).toContain(`<symbol id="${name}"`);
  });
});
