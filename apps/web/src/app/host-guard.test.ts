import { describe, expect, it } from 'vitest';
import { isAllowedHost } from './host-guard.ts';

describe('isAllowedHost', () => {
  it.each(['www.opstap.nl', 'localhost', '127.0.0.1', '[::1]', 'web.localhost', 'WWW.OPSTAP.NL'])(
    'lets the app start on %s',
    (host) => expect(isAllowedHost(host, 'www.opstap.nl')).toBe(true),
  );

  it.each([
    'opstap.nl.evil.example',
    'www.opstap.nl.example',
    'opstap.nl',
    'localhost.example',
    '127.0.0.2',
    '',
  ])('refuses %s', (host) => expect(isAllowedHost(host, 'www.opstap.nl')).toBe(false));
});
