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

  it('reads metro areas and common spellings as their city', () => {
    expect(resolveLocation('Atlanta Metropolitan Area')).toMatchObject({ city: 'Atlanta', region: 'GA' });
    expect(resolveLocation('Greater Boston Area')).toMatchObject({ city: 'Boston', region: 'MA' });
    expect(resolveLocation('Dallas-Fort Worth Metroplex')).toMatchObject({ city: 'Dallas', region: 'TX' });
    expect(resolveLocation('San Francisco Bay Area')).toMatchObject({ city: 'San Francisco', region: 'CA' });
    expect(resolveLocation('Washington DC-Baltimore Area')).toMatchObject({ region: 'DC', country: 'US' });
    expect(resolveLocation('Washington, DC')).toMatchObject({ region: 'DC', country: 'US' });
    expect(resolveLocation('New York City Metropolitan Area')).toMatchObject({ city: 'New York City' });
    // A hyphenated city keeps its whole name.
    expect(resolveLocation('Winston-Salem, NC')).toMatchObject({ city: 'Winston-Salem', region: 'NC' });
  });

  it("reads a US state's name on its own as the state, not a town abroad of that name", () => {
    expect(resolveLocation('Washington')).toEqual({ region: 'WA', country: 'US' });
    expect(resolveLocation('Florida')).toEqual({ region: 'FL', country: 'US' });
    expect(resolveLocation('Virginia')).toEqual({ region: 'VA', country: 'US' });
    expect(resolveLocation('Remote - Colorado')).toEqual({ region: 'CO', country: 'US' });
    // A city as big as the name stays the city; a qualifier still picks the town.
    expect(resolveLocation('New York')).toMatchObject({ city: 'New York City', region: 'NY' });
    expect(resolveLocation('Washington, England')).toMatchObject({ city: 'Washington', country: 'GB' });
    expect(resolveLocation('Virginia, South Africa')).toMatchObject({ city: 'Virginia', country: 'ZA' });
    // Other names are unchanged: the largest place of the name.
    expect(resolveLocation('Reading')).toMatchObject({ city: 'Reading', country: 'GB' });
  });
});
