import { describe, expect, it } from 'vitest';
import { findCities, findCountry, findUsState, resolveLocation } from './gazetteer.ts';

describe('gazetteer', () => {
  it('lists same-named cities most populous first and knows nicknames', () => {
    expect(findCities('Reading')[0]).toMatchObject({ country: 'GB' });
    expect(findCities('nyc')[0]).toMatchObject({ name: 'New York City', region: 'NY' });
    expect(findCities('zurich')[0]).toMatchObject({ country: 'CH' });
  });

  it('reads country and state names and codes', () => {
    expect(findCountry('United Kingdom')).toBe('GB');
    expect(findCountry('de')).toBe('DE');
    expect(findUsState('Texas')).toBe('TX');
    expect(findUsState('wa')).toBe('WA');
  });

  it('resolves posting location lines', () => {
    expect(resolveLocation('Portland, ME')).toMatchObject({ city: 'Portland', region: 'ME' });
    expect(resolveLocation('San Francisco, CA')).toMatchObject({ city: 'San Francisco', country: 'US' });
    expect(resolveLocation('London, Ontario, Canada')).toMatchObject({ city: 'London', country: 'CA' });
    expect(resolveLocation('Remote - United Kingdom')).toEqual({ country: 'GB' });
    expect(resolveLocation('Remote (US)')).toEqual({ country: 'US' });
    expect(resolveLocation('Anywhere on Mars')).toBeUndefined();
  });
});
