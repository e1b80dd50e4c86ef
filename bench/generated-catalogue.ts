import { cities } from '../openapi/domain/cities';
import { parseContent } from '../openapi/domain/product-content';
import { salesUnitOf } from '../openapi/domain/units';
import { vatRatesInForce } from '../openapi/domain/vat-rates';
import { randomSequence } from '../server/demo/random-sequence';
import { brands, descriptionTemplates, nouns, qualifiers, sizes, uses } from './catalogue-words';

/** Picks an index below `count` by a Zipf law: index 0 most often, the tail rarely. */
export function zipfPicker(count: number, exponent: number): (random: () => number) => number {
  const weights = Array.from({ length: count }, (_, index) => 1 / (index + 1) ** exponent);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  const cumulative = weights.map((weight) => (running += weight / total));
  return (random) => {
    const target = random();
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const pickNoun = zipfPicker(nouns.length, 1);
const pickBrand = zipfPicker(brands.length, 0.7);
const pickCity = zipfPicker(cities.length, 0.8);
const sellTypes = ['la bucata', 'kg', 'litru', 'bax', 'set', 'cutie', 'rolă'];
const packageTypes = ['Individual', 'Bax 6 buc', 'Bax 12 buc', 'Cutie', 'Sac', 'Palet', 'Pungă', 'Canistră'];

const packCounts = [1, 1, 1, 1, 6, 12, 24];

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;
const fill = (template: string, random: () => number) =>
  template
    .replaceAll('{noun}', pick(nouns, random))
    .replaceAll('{qualifier}', pick(qualifiers, random))
    .replaceAll('{brand}', pick(brands, random))
    .replace(/\{use\}/g, () => pick(uses, random));

/**
 * `count` bulk-import rows with a real catalogue's variety: some 200 nouns drawn by a Zipf law,
 * 70 qualifiers, 70 brands, 40 sizes, model codes on some, two-sentence descriptions, prices
 * spread over four orders of magnitude, cities weighted towards the large ones; most rows with a
 * brand, a unit of sale, a content read from the size (some in packs of 6 to 24) and a TVA rate
 * of those in force, as sellers fill the fields buyers compare by. `label` ends
 * each name (a seller's own products); `seed` picks another, equally varied catalogue.
 */
export function generatedRows(count: number, label = '', seed = 1) {
  const random = randomSequence(seed);
  return Array.from({ length: count }, () => {
    const noun = nouns[pickNoun(random)] as string;
    const qualifier = random() < 0.7 ? ` ${pick(qualifiers, random)}` : '';
    const brand = brands[pickBrand(random)] as string;
    const model = random() < 0.1 ? ` ${String.fromCharCode(65 + Math.floor(random() * 26))}${Math.floor(random() * 900 + 100)}` : '';
    const size = pick(sizes, random);
    const name = `${noun}${qualifier} ${brand}${model} ${size}${label ? ` ${label}` : ''}`;
    const sellType = pick(sellTypes, random);
    const unitCode = salesUnitOf(sellType);
    const content = random() < 0.8 ? parseContent(`${pick(packCounts, random)} x ${size}`) : undefined;
    return {
      name,
      description: `${fill(pick(descriptionTemplates, random), random)} ${fill(pick(descriptionTemplates, random), random)}`,
      price: Math.round(2 * 10 ** (random() * 4) * 100) / 100,
      vatIncluded: random() < 0.75,
      sellType,
      packageType: pick(packageTypes, random),
      phone: `07${String(Math.floor(random() * 100_000_000)).padStart(8, '0')}`,
      city: cities[pickCity(random)] as string,
      deliverable: random() < 0.7,
      negotiable: random() < 0.15,
      inStock: random() < 0.85,
      enabled: random() < 0.98,
      ...(random() < 0.8 ? { brand } : {}),
      ...(unitCode ? { unitCode } : {}),
      ...(content ? { content } : {}),
      ...(random() < 0.7 ? { vatRate: pick(vatRatesInForce(), random) } : {}),
    };
  });
}
