import { describe, expect, it } from 'vitest';
import { assetFileName, chunkFileName } from './asset-names.ts';

describe('built asset names (site.md#page-loading)', () => {
  it('names a screen chunk after its screen', () => {
    const chunk = { name: 'employers-page', facadeModuleId: '/app/src/pages/employers/employers-page.tsx' };
    expect(chunkFileName(chunk)).toBe('static/js/employers.[hash].chunk.js');
  });

  it('names a catalog chunk after its locale, and shared chunks by the bundler', () => {
    expect(chunkFileName({ name: 'messages', facadeModuleId: '/app/src/i18n/locales/nl/messages.po' })).toBe(
      'static/js/i18n-nl.[hash].chunk.js',
    );
    expect(chunkFileName({ name: 'shared', facadeModuleId: null })).toBe('static/js/shared.[hash].chunk.js');
  });

  it('names a page stylesheet like its script chunk', () => {
    expect(assetFileName({ names: ['employers-page.css'] })).toBe('static/css/employers.[hash].chunk.css');
    expect(assetFileName({ names: ['logo.svg'] })).toBe('static/media/[name].[hash][extname]');
  });
});
