import { describe, expect, it } from 'vitest';
import { assetFileName, chunkFileName } from './asset-names.ts';

describe('built asset names (site.md#page-loading)', () => {
  it('names a screen chunk after its screen', () => {
    const chunk = { name: 'employers-page', facadeModuleId: '/app/src/pages/employers/employers-page.tsx' };
    expect(chunkFileName(chunk)).toBe('static/js/employers.[hash].chunk.js');
  });

  it('names a catalog part after its locale and screen, and shared chunks by the bundler', () => {
    const part = (name: string) => ({
      name: 'messages',
      facadeModuleId: `/app/src/i18n/locales/nl/messages.po?part=${name}`,
    });
    expect(chunkFileName(part('shell'))).toBe('static/js/i18n-nl.[hash].chunk.js');
    expect(chunkFileName(part('new-employers'))).toBe('static/js/i18n-nl-new-employers.[hash].chunk.js');
    expect(chunkFileName({ name: 'shared', facadeModuleId: null })).toBe('static/js/shared.[hash].chunk.js');
  });

  it('names a page stylesheet like its script chunk', () => {
    expect(assetFileName({ names: ['employers-page.css'] })).toBe('static/css/employers.[hash].chunk.css');
    expect(assetFileName({ names: ['logo.svg'] })).toBe('static/media/[name].[hash][extname]');
  });
});
