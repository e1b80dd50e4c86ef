/**
 * What a seller says of delivery (issue #49, decision 047), as the spec's `DeliveryTerms` carries
 * it, and how a page says it in Romanian.
 */
export const deliveryDays = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type DeliveryDay = (typeof deliveryDays)[number];

export interface DeliveryTerms {
  cities: string[];
  days: DeliveryDay[];
  cutoffHour?: number | undefined;
  minimumOrder?: number | undefined;
  deliveryCost?: number | undefined;
  freeDeliveryFrom?: number | undefined;
}

export const deliveryDayNames: Record<DeliveryDay, string> = {
  MON: 'luni',
  TUE: 'marți',
  WED: 'miercuri',
  THU: 'joi',
  FRI: 'vineri',
  SAT: 'sâmbătă',
  SUN: 'duminică',
};

const ron = new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON', maximumFractionDigits: 2 });

/** The days, Monday first, as a sentence names them: "luni, miercuri și vineri". */
export function deliveryDaysText(days: readonly DeliveryDay[]): string {
  const names = deliveryDays.filter((day) => days.includes(day)).map((day) => deliveryDayNames[day]);
  if (names.length === 7) return 'în fiecare zi';
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} și ${names.at(-1)}`;
}

/** Each term a seller has said, as a line of a page: the minimum order, the days and cut-off, the cost. */
export function deliveryTermLines(terms: DeliveryTerms): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  if (terms.minimumOrder !== undefined) lines.push({ label: 'Comandă minimă', value: ron.format(terms.minimumOrder) });
  if (terms.days.length > 0) lines.push({ label: 'Zile de livrare', value: deliveryDaysText(terms.days) });
  if (terms.cutoffHour !== undefined)
    lines.push({ label: 'Comenzi până la', value: `ora ${String(terms.cutoffHour).padStart(2, '0')}:00 pentru livrarea următoare` });
  if (terms.deliveryCost !== undefined) lines.push({ label: 'Cost livrare', value: terms.deliveryCost === 0 ? 'gratuită' : ron.format(terms.deliveryCost) });
  if (terms.freeDeliveryFrom !== undefined) lines.push({ label: 'Livrare gratuită de la', value: ron.format(terms.freeDeliveryFrom) });
  if (terms.cities.length > 0) lines.push({ label: 'Livrează în', value: terms.cities.join(', ') });
  return lines;
}

/** The bounds the spec's `DeliveryTerms` sets on each figure, in RON but the hour. */
export const deliveryLimits = { cutoffHour: 23, minimumOrder: 100_000, deliveryCost: 10_000, freeDeliveryFrom: 100_000 } as const;
