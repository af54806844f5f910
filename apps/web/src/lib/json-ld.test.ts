import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld.ts';

describe('jsonLdText', () => {
  it('is JSON that cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
