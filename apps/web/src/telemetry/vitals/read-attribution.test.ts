import { VitalAttribution } from '@opstap/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { readAttribution, scrubUrl } from './read-attribution.ts';

describe('scrubUrl', () => {
  it('keeps origin and path only: no query, no fragment, no credentials', () => {
    expect(scrubUrl('https://user:pw@cdn.example:8443/a/b.jpg?q=secret#frag')).toBe(
      'https://cdn.example:8443/a/b.jpg',
    );
    expect(scrubUrl('/static/js/app.js?v=1#x')).toBe('/static/js/app.js');
  });

  it('keeps only the scheme of data: and blob: URLs, and drops what is no URL', () => {
    expect(scrubUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:');
    expect(scrubUrl('blob:https://opstap.example/1b9d6bcd')).toBe('blob:');
    expect(scrubUrl('not a url')).toBeUndefined();
  });
});

describe('readAttribution', () => {
  it('LCP: target, resource URL (scrubbed) and the four sub-parts; entries are not sent', () => {
    const attribution = readAttribution('LCP', {
      target: 'main>img.hero',
      url: 'https://opstap.example/hero.jpg?q=secret#frag',
      timeToFirstByte: 120,
      resourceLoadDelay: 30,
      resourceLoadDuration: 400,
      elementRenderDelay: 12.5,
      lcpEntry: { element: { textContent: 'Hello Jan' } },
      navigationEntry: { name: 'https://opstap.example/?q=secret' },
    });
    expect(attribution).toEqual({
      target: 'main>img.hero',
      url: 'https://opstap.example/hero.jpg',
      timeToFirstByte: 120,
      resourceLoadDelay: 30,
      resourceLoadDuration: 400,
      elementRenderDelay: 12.5,
    });
    expect(Value.Check(VitalAttribution, attribution)).toBe(true);
  });

  it('INP: target, type, sub-parts, load state and the longest script’s URL and invoker, scrubbed', () => {
    const attribution = readAttribution('INP', {
      interactionTarget: 'form#lead>button',
      interactionType: 'pointer',
      inputDelay: 8,
      processingDuration: 140,
      presentationDelay: 40,
      loadState: 'complete',
      longestScript: {
        entry: {
          sourceURL: 'https://opstap.example/static/js/index.abc.js?q=secret',
          invoker: 'IMG[src="https://opstap.example/a.png?q=secret#frag"].onload',
        },
        subpart: 'processing-duration',
      },
      processedEventEntries: [{ target: { textContent: 'Apply now' } }],
    });
    expect(attribution).toEqual({
      interactionTarget: 'form#lead>button',
      interactionType: 'pointer',
      inputDelay: 8,
      processingDuration: 140,
      presentationDelay: 40,
      loadState: 'complete',
      longestScript: {
        url: 'https://opstap.example/static/js/index.abc.js',
        invoker: 'IMG[src="https://opstap.example/a.png"].onload',
      },
    });
    expect(Value.Check(VitalAttribution, attribution)).toBe(true);
  });

  it('CLS and TTFB: their fields only, values within the contract’s bounds', () => {
    expect(
      readAttribution('CLS', { largestShiftTarget: 'footer', largestShiftValue: 250, loadState: 'loading' }),
    ).toEqual({ largestShiftTarget: 'footer', largestShiftValue: 100, loadState: 'loading' });
    const ttfb = readAttribution('TTFB', {
      waitingDuration: -1,
      cacheDuration: 0,
      dnsDuration: Number.NaN,
      connectionDuration: 9_000_000,
      requestDuration: 80,
    });
    expect(ttfb).toEqual({
      waitingDuration: 0,
      cacheDuration: 0,
      connectionDuration: 60_000,
      requestDuration: 80,
    });
  });

  it('bounds every text to the contract’s limits and drops values outside its vocabulary', () => {
    const attribution = readAttribution('INP', {
      interactionTarget: 'div.x>'.repeat(100),
      interactionType: 'hover',
      loadState: 'sleeping',
      longestScript: {
        entry: { sourceURL: `https://opstap.example/${'a'.repeat(2000)}.js`, invoker: 'x'.repeat(400) },
      },
    });
    expect(attribution?.interactionTarget).toHaveLength(256);
    expect(attribution?.longestScript?.url).toHaveLength(1024);
    expect(attribution?.longestScript?.invoker).toHaveLength(256);
    expect(attribution).not.toHaveProperty('interactionType');
    expect(attribution).not.toHaveProperty('loadState');
    expect(Value.Check(VitalAttribution, attribution)).toBe(true);
  });

  it('is undefined when nothing is known (FCP has no fields of its own here)', () => {
    expect(readAttribution('LCP', undefined)).toBeUndefined();
    expect(readAttribution('LCP', { target: '', url: 'no url' })).toBeUndefined();
    expect(readAttribution('FCP', { timeToFirstByte: 100 })).toBeUndefined();
  });
});
