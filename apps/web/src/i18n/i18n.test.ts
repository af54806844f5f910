import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n, MissingTranslationError } from './i18n.ts';

/** Both compiled catalogs, as the app loads them (the Lingui plugin compiles the PO files). */
async function catalogs(): Promise<Record<'en' | 'nl', Messages>> {
  const [en, nl] = await Promise.all([
    import('./locales/en/messages.po'),
    import('./locales/nl/messages.po'),
  ]);
  return { en: en.messages, nl: nl.messages };
}

/**
 * What a compiled message needs from its caller: its placeholders (`{email}`) and its tags (`<0>`). A
 * translation that drops or renames one shows the visitor a hole or a raw tag.
 */
function slots(message: unknown): string[] {
  const found = new Set<string>();
  // A compiled message is a string or a list of tokens; a token is text, or `[name]`, or
  // `[name, format, { option: message }]` (plural, select).
  const walk = (part: unknown): void => {
    if (typeof part === 'string') {
      for (const tag of part.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
      return;
    }
    if (!Array.isArray(part)) return;
    for (const token of part) {
      if (!Array.isArray(token)) {
        walk(token);
        continue;
      }
      found.add(`{${String(token[0])}}`);
      const options: unknown = token[2];
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  walk(message);
  return [...found].sort();
}

describe('the catalogs', () => {
  it('have the same message ids in English and Dutch, none of them empty', async () => {
    const { en, nl } = await catalogs();
    expect(Object.keys(en).length).toBeGreaterThan(100);
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    const empty = (messages: Messages) =>
      Object.entries(messages)
        .filter(([, message]) => JSON.stringify(message).replace(/[\s"[\],]/g, '') === '')
        .map(([id]) => id);
    expect(empty(en)).toEqual([]);
    expect(empty(nl)).toEqual([]);
  });

  it('keep every placeholder and tag of a message in its translation', async () => {
    const { en, nl } = await catalogs();
    const broken = Object.keys(en)
      .filter((id) => slots(en[id]).join() !== slots(nl[id]).join())
      .map((id) => ({ id, en: slots(en[id]), nl: slots(nl[id]) }));
    expect(broken).toEqual([]);
  });

  it('throw on a message id the catalog does not have, never showing the id', async () => {
    await activateLanguage('nl', 'not-found');
    const unknownId = ['no', 'such', 'id'].join('-'); // built at run time: extraction must not pick it up
    expect(() => i18n._(unknownId)).toThrow(MissingTranslationError);
  });

  it('show the loading notices in the words of docs/requirements/site.md#page-loading, in both languages', async () => {
    const slow = msg`Loading is taking a bit longer than usual.`;
    const failed = msg`There was a problem loading the page. Please try again.`;
    await activateLanguage('en', 'not-found');
    expect([i18n._(slow), i18n._(failed)]).toEqual([
      'Loading is taking a bit longer than usual.',
      'There was a problem loading the page. Please try again.',
    ]);
    await activateLanguage('nl', 'not-found');
    expect([i18n._(slow), i18n._(failed)]).toEqual([
      'Het laden duurt wat langer dan normaal.',
      'Er ging iets mis bij het laden van de pagina. Probeer het opnieuw.',
    ]);
    await activateLanguage('en', 'not-found');
  });

  it('fill a placeholder in the Dutch text', async () => {
    await activateLanguage('nl', 'email-settings');
    const company = 'Vlinder Bank';
    expect(i18n._(msg`Job alerts from ${company}`)).toBe('Vacaturealerts van Vlinder Bank');
    await activateLanguage('en', 'not-found');
  });
});
