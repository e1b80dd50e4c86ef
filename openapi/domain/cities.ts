/**
 * The 45 cities a product can be in (docs/product.md §9): every county seat, București, and three
 * towns that matter to the hospitality trade. Written with the correct comma-below
 * diacritics (ș, ț) and sorted the Romanian way, from Alba Iulia to Zalău.
 */
export const cities = [
  'Alba Iulia',
  'Alexandria',
  'Arad',
  'Bacău',
  'Baia Mare',
  'Bistrița',
  'Botoșani',
  'Brașov',
  'Brăila',
  'București',
  'Buftea',
  'Buzău',
  'Călărași',
  'Cluj-Napoca',
  'Constanța',
  'Craiova',
  'Deva',
  'Drobeta-Turnu Severin',
  'Focșani',
  'Galați',
  'Giurgiu',
  'Iași',
  'Mangalia',
  'Miercurea Ciuc',
  'Oradea',
  'Piatra Neamț',
  'Pitești',
  'Ploiești',
  'Râmnicu Vâlcea',
  'Reșița',
  'Satu Mare',
  'Sfântu Gheorghe',
  'Sibiu',
  'Sighișoara',
  'Sinaia',
  'Slatina',
  'Slobozia',
  'Suceava',
  'Târgoviște',
  'Târgu Jiu',
  'Târgu Mureș',
  'Timișoara',
  'Tulcea',
  'Vaslui',
  'Zalău',
] as const;

export type City = (typeof cities)[number];

/** The search screen's "every city" value (docs/product.md §2). */
export const allCities = 'Toate';

/**
 * Folds a city name for comparison: case, diacritics (including the old cedilla ş/ţ, which
 * NFD splits like the comma-below letters), hyphens and repeated spaces do not matter.
 */
export function foldCityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .trim();
}

const byFoldedName = new Map<string, City>(cities.map((city) => [foldCityName(city), city]));

/** Inputs already looked up: a catalogue repeats a few city spellings many thousand times. */
const lookups = new Map<string, City | undefined>();
const maxLookups = 10_000;

/** The canonical city for an input such as `constanta` or `Bucureşti`, or undefined. */
export function findCity(input: string): City | undefined {
  if (lookups.has(input)) return lookups.get(input);
  const city = byFoldedName.get(foldCityName(input));
  if (lookups.size >= maxLookups) lookups.clear();
  lookups.set(input, city);
  return city;
}
