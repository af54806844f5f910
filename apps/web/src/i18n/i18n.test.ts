import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n, MissingTranslationError } from './i18n.ts';

describe('the catalogs', () => {
  it('throw on a message id the catalog does not have, never showing the id', async () => {
    await activateLanguage('nl');
    const unknownId = ['no', 'such', 'id'].join('-'); // built at run time: extraction must not pick it up
    expect(() => i18n._(unknownId)).toThrow(MissingTranslationError);
  });

  it('translate a known message in both languages', async () => {
    await activateLanguage('nl');
    const id = Object.keys(i18n.messages)[0] ?? '';
    expect(i18n._(id)).not.toBe(id);
    await activateLanguage('en');
    expect(i18n.locale).toBe('en');
  });
});
