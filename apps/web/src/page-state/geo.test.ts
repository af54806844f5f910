import { describe, expect, it } from 'vitest';
import { geoCountry } from './geo.ts';

describe('geoCountry', () => {
  it('reads the CDN cookie, any case', () => {
    expect(geoCountry('a=1; geo_country=AU; b=2')).toBe('au');
    expect(geoCountry('geo_country=nl')).toBe('nl');
  });

  it('is undefined without the cookie or with an empty one', () => {
    expect(geoCountry('')).toBeUndefined();
    expect(geoCountry('geo_country=')).toBeUndefined();
    expect(geoCountry('xgeo_country=au')).toBeUndefined();
  });
});
