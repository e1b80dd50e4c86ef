/**
 * Issue #25's budget for suggestions: at most 5 ms p95 at 1,000,000 products. The index is
 * built in this process from the generated catalogue (ten sellers, one of them holding half of
 * it), then every keystroke of typing 20,000 distinct texts drawn from real product names (a
 * word letter by letter, then a second word after it) asks for suggestions, in random order,
 * three rounds. Beside it, in the same run, the search the same keystrokes start, planned and
 * walked over the same index: what a keystroke already costs. No HTTP, no answer cache; one
 * core. Prints figures; passes or fails nothing.
 */
import { randomSequence } from '../server/demo/random-sequence';
import { CatalogueIndex } from '../server/services/search/engine/catalogue-index';
import { runQuery } from '../server/services/search/engine/run-query';
import { suggest } from '../server/services/search/engine/suggestions';
import { planSearch } from '../server/services/search/search-plan';
import { generatedRows } from './generated-catalogue';
import { shuffled } from './search-queries';
import { ms, percentile, printTable } from './stats';

const owners = Array.from({ length: 10 }, (_, n) => `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`);

function builtIndex(products: number): CatalogueIndex {
  const index = new CatalogueIndex();
  owners.forEach((owner, n) => index.setSeller(owner, { visible: true, name: `Vânzător ${n + 1}` }));
  const random = randomSequence(11);
  generatedRows(products).forEach((row, n) => {
    index.upsert({
      uuid: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      // One seller holds half the catalogue; nine share the rest.
      owner: owners[random() < 0.5 ? 0 : 1 + Math.floor(random() * 9)] as string,
      name: row.name,
      description: row.description,
      city: row.city,
      price: row.price,
      vatIncluded: row.vatIncluded,
      inStock: row.inStock,
      negotiable: row.negotiable,
      isDeliverable: row.deliverable,
      sellType: row.sellType,
      packageType: row.packageType,
      phone: row.phone,
      isEnabled: row.enabled,
      updatedAt: Date.UTC(2026, 0, 1) + n * 1000,
    });
  });
  return index;
}

/** Every keystroke of typing the first one or two words of names drawn at random: `c`, `ca`, … `cafea`, `cafea b`, … */
function typedTexts(count: number): string[] {
  const random = randomSequence(29);
  const names = generatedRows(20_000, '', 7).map((row) => row.name.toLowerCase().split(' '));
  const texts = new Set<string>();
  while (texts.size < count) {
    const words = names[Math.floor(random() * names.length)] as string[];
    const first = words[0] as string;
    for (let end = 1; end <= first.length; end += 1) texts.add(first.slice(0, end));
    const second = words[1];
    if (second) for (let end = 0; end <= second.length; end += 1) texts.add(`${first} ${second.slice(0, end)}`);
  }
  return [...texts].slice(0, count);
}

function timed(texts: string[], work: (text: string) => unknown): number[] {
  const samples: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const text of shuffled(texts, 100 + round)) {
      const start = process.hrtime.bigint();
      work(text);
      samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return samples;
}

export function benchSuggestions(): void {
  const sizes = (process.env.BENCH_SUGGEST_PRODUCTS ?? '100000,1000000').split(',').map(Number);
  const texts = typedTexts(20_000);
  const rows: (string | number)[][] = [];
  for (const products of sizes) {
    const built = Date.now();
    const index = builtIndex(products);
    const buildSeconds = (Date.now() - built) / 1000;
    const suggestions = timed(texts, (text) => suggest(index, text));
    const searches = timed(texts, (text) => {
      const query = planSearch(index, { name: text, city: 'Toate', page: 0, perPage: 12, filter: [], sort: ['NO_SORT'] }, { offset: 0, limit: 12 });
      return query ? runQuery(index, query) : undefined;
    });
    const offered = texts.reduce((total, text) => total + suggest(index, text).length, 0) / texts.length;
    for (const [what, samples] of [
      ['suggestions', suggestions],
      ['the search of the same keystroke', searches],
    ] as const) {
      rows.push([
        products.toLocaleString('en'),
        what,
        ms(samples.reduce((a, b) => a + b, 0) / samples.length),
        ms(percentile(samples, 0.5)),
        ms(percentile(samples, 0.95)),
        ms(percentile(samples, 0.99)),
        what === 'suggestions' ? offered.toFixed(1) : '',
        buildSeconds.toFixed(0),
      ]);
    }
  }
  printTable(
    `Suggestions as the visitor types (issue #25: at most 5 ms p95 at 1,000,000): ${texts.length.toLocaleString('en')} distinct texts, every keystroke, random order, 3 rounds, in-process, one core`,
    ['products', 'per keystroke', 'mean', 'p50', 'p95', 'p99', 'offered', 'index built (s)'],
    rows,
  );
  console.log(
    'Not covered: HTTP and JSON (the search bench measures them for search), several processes, a catalogue whose names repeat less than the generated one.',
  );
}
