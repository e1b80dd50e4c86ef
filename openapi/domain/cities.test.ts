import { describe, expect, it } from 'vitest';
import { cities, findCity, foldCityName } from './cities';

describe('the city list', () => {
  it('holds 45 distinct cities from Alba Iulia to Zalău, in Romanian order', () => {
    expect(cities).toHaveLength(45);
    expect(new Set(cities.map(foldCityName)).size).toBe(45);
    expect(cities[0]).toBe('Alba Iulia');
    expect(cities.at(-1)).toBe('Zalău');
    expect([...cities].sort(new Intl.Collator('ro').compare)).toEqual([...cities]);
  });

  it('includes the big cities the spec names, spelled with comma-below diacritics', () => {
    expect(cities).toEqual(expect.arrayContaining(['București', 'Cluj-Napoca', 'Iași', 'Timișoara', 'Constanța', 'Brașov']));
    expect(cities.join('')).not.toMatch(/[şţŞŢ]/);
  });

  it('matches input ignoring case, diacritics, cedilla forms and hyphens', () => {
    expect(findCity('Constanta')).toBe('Constanța');
    expect(findCity('BUCURESTI')).toBe('București');
    expect(findCity('Bucureşti')).toBe('București');
    expect(findCity('timisoara ')).toBe('Timișoara');
    expect(findCity('Cluj Napoca')).toBe('Cluj-Napoca');
    expect(findCity('Târgu-Mureş')).toBe('Târgu Mureș');
  });

  it('finds nothing for a town outside the list', () => {
    expect(findCity('Gotham')).toBeUndefined();
    expect(findCity('')).toBeUndefined();
  });
});
