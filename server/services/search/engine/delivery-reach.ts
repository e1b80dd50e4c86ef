import { cities } from '../../../../openapi/domain/cities';

/**
 * Where each seller delivers (issue #49, decision 048): the cities of their delivery terms, by
 * city number, and for each city the sellers who deliver there. "Livrează în" keeps a product
 * located in the city or sold by one of those sellers.
 */
export class DeliveryReach {
  /** Per seller (owner number): the cities they deliver to, in the list's order. */
  private readonly citiesOf: number[][] = [];
  /** Per city number: the sellers who deliver there. */
  private readonly sellersOf: Set<number>[] = cities.map(() => new Set<number>());

  /** A seller's cities replaced by `cityIds` (numbers of listed cities; others are ignored). */
  set(owner: number, cityIds: readonly number[]): void {
    for (const city of this.citiesOf[owner] ?? []) this.sellersOf[city]?.delete(owner);
    const kept = [...new Set(cityIds.filter((city) => city >= 0 && city < cities.length))].sort((a, b) => a - b);
    this.citiesOf[owner] = kept;
    for (const city of kept) this.sellersOf[city]?.add(owner);
  }

  /** The cities a seller delivers to. */
  cities(owner: number): readonly number[] {
    return this.citiesOf[owner] ?? [];
  }

  /** The sellers who deliver to a city. */
  sellers(city: number): ReadonlySet<number> {
    return this.sellersOf[city] ?? new Set();
  }

  /** Per seller, 1 when they deliver to `city`: what a walk reads for each document. */
  servesMask(city: number, owners: number): Uint8Array {
    const mask = new Uint8Array(owners);
    for (const owner of this.sellers(city)) mask[owner] = 1;
    return mask;
  }

  /** Whether a seller delivers to a city. */
  serves(owner: number, city: number): boolean {
    return this.sellers(city).has(owner);
  }

  /** What a snapshot keeps: each seller's cities. */
  toParts(): number[][] {
    return this.citiesOf.map((list) => [...list]);
  }

  static fromParts(parts: readonly (readonly number[])[]): DeliveryReach {
    const reach = new DeliveryReach();
    parts.forEach((list, owner) => reach.set(owner, list ?? []));
    return reach;
  }
}
