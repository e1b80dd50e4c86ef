import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachEngine } from '../../testing/each-engine';
import type { TestAgent } from '../../testing/test-agent';
import { createSeller, loggedIn, productService, search, startTestServer, type TestServer } from '../../testing/test-server';

const nouns = ['Cafea', 'Șervețele', 'Brânză', 'Țuică', 'Farfurii', 'Pahare', 'Detergent', 'Ciocolată', 'Ceai', 'Făină', 'Tigăi', 'Prosoape'];
const qualifiers = ['boabe', 'albe', 'maturată', 'bătrână', 'adânci', 'înalte', 'concentrat', 'amăruie', 'verde', 'integrală', 'antiaderente', 'moi'];
const brands = ['Lavazza', 'Katrin', 'Napolact', 'Zetea', 'Luxor', 'Pasabahce', 'Ecolab', 'Kandia', 'Twinings', 'Boromir', 'Tefal', 'Bumbăcel'];
const cities = ['București', 'Cluj-Napoca', 'Iași', 'Timișoara', 'Constanța', 'Brașov'];

/** A catalogue of 288 products whose names and descriptions are known word by word. */
const catalogue = nouns.flatMap((noun, n) =>
  brands.flatMap((brand, b) =>
    [0, 1].map((variant) => ({
      name: `${noun} ${qualifiers[(n + b + variant) % qualifiers.length]} ${brand} ${variant === 0 ? '500 g' : '1 kg'}`,
      // Every product's description names the next noun, so each noun is in some names and in other descriptions.
      description: `Se potrivește cu ${nouns[(n + 1) % nouns.length]?.toLowerCase()} în orice local.`,
      price: 10 + n * 12 + b + variant,
      vatIncluded: true,
      sellType: 'la bucata',
      packageType: 'Individual',
      phone: '0722000111',
      city: cities[(n + b) % cities.length] as string,
      deliverable: true,
      negotiable: false,
      inStock: true,
      enabled: true,
    })),
  ),
);

describeOnEachEngine('search relevance on $engine', (engine) => {
  let server: TestServer;
  let visitor: TestAgent;
  beforeAll(async () => {
    server = await startTestServer(engine);
    visitor = server.agent();
    const seller = await loggedIn(server, (await createSeller(server, { username: 'relevanta' })).username);
    const imported = await seller.post(`${productService}/product/bulk`, { products: catalogue, wipePreviousData: true });
    expect(imported.statusCode).toBe(201);
  });
  afterAll(async () => server?.close());

  const found = async (name: string, perPage = 48) => (await search(visitor, { name, perPage })).map((product) => product.name);

  it.each(nouns.map((noun) => [noun]))('ranks every product named %s above those that only mention it', async (noun) => {
    const names = await found(noun.toLowerCase(), 200);
    const inName = names.map((name) => name.startsWith(noun));
    expect(inName.filter(Boolean)).toHaveLength(brands.length * 2);
    expect(inName.filter((named) => !named)).toHaveLength(brands.length * 2);
    expect(inName.indexOf(false)).toBe(inName.lastIndexOf(true) + 1);
  });

  it.each([
    ['șervețele', 'servetele', 'şerveţele'],
    ['brânză', 'branza', 'BRÂNZĂ'],
    ['țuică', 'tuica', 'ţuică'],
    ['făină integrală', 'faina integrala', 'FĂINĂ INTEGRALĂ'],
  ])('finds the same products for %s, %s and %s', async (accented, plain, other) => {
    const expected = await found(accented, 200);
    expect(expected.length).toBeGreaterThan(0);
    expect(await found(plain, 200)).toEqual(expected);
    expect(await found(other, 200)).toEqual(expected);
  });

  it.each([
    ['ciocolatq', 'Ciocolată'],
    ['detregent', 'Detergent'],
    ['prosoaoe', 'Prosoape'],
    ['farfuri', 'Farfurii'],
    ['pasabahe', 'Pasabahce'],
  ])('finds what a one-letter typo in %s meant (%s) on the first page', async (typo, meant) => {
    const names = await found(typo, 12);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes(meant))).toBe(true);
  });

  it.each([
    ['cafea bo', (name: string) => name.startsWith('Cafea') && /\b(boabe|Boromir)\b/.test(name)],
    ['pahare pasa', (name: string) => name.startsWith('Pahare') && name.includes('Pasabahce')],
    ['tig', (name: string) => name.startsWith('Tigăi')],
    ['prosoape bumb', (name: string) => name.startsWith('Prosoape') && name.includes('Bumbăcel')],
  ])('matches the word being typed in %j as a prefix', async (text, expected) => {
    const names = await found(text);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter(expected)).toEqual(names.slice(0, names.filter(expected).length));
    expect(names.filter(expected).length).toBeGreaterThan(0);
  });
});
