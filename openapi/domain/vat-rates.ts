/**
 * Romania's TVA rates, dated (issue #48): the one place a change of law is made. Each entry holds
 * from its day until the next one's; the rates a product may take are those in force today, the
 * first the standard one. From 1 August 2025 (Law 141/2025): 21 % standard, 11 % reduced, and 0 %.
 */
const vatLaw = [
  { since: '2025-08-01', rates: [21, 11, 0] },
  { since: '2017-01-01', rates: [19, 9, 5, 0] },
] as const;

/** The rates in force on `day` (today by default), the standard one first. */
export function vatRatesInForce(day: Date = new Date()): readonly number[] {
  const iso = day.toISOString().slice(0, 10);
  return (vatLaw.find((entry) => entry.since <= iso) ?? vatLaw[vatLaw.length - 1])?.rates ?? [];
}

/** The standard rate in force, which a product without its own rate is priced at. */
export const standardVatRate = (day: Date = new Date()): number => vatRatesInForce(day)[0] ?? 0;

/** A price without and with TVA, from the price as entered and whether it includes TVA. */
export function pricesOf(price: number, vatIncluded: boolean, rate: number): { net: number; gross: number } {
  const factor = 1 + rate / 100;
  return vatIncluded ? { net: price / factor, gross: price } : { net: price, gross: price * factor };
}
