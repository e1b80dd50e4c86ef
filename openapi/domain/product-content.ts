/**
 * What one unit of sale holds (issue #48): a count of packs of an amount, in grams, kilograms,
 * millilitres, litres or pieces (`6 × 1 l`, `10 kg`, `500 g`, `12 buc.`), from which a price per
 * kilogram, litre or piece is worked out, as the EU's unit-price rule asks of a shop.
 */
export const contentUnits = {
  GRM: { short: 'g', base: 'KGM', factor: 0.001 },
  KGM: { short: 'kg', base: 'KGM', factor: 1 },
  MLT: { short: 'ml', base: 'LTR', factor: 0.001 },
  LTR: { short: 'l', base: 'LTR', factor: 1 },
  H87: { short: 'buc.', base: 'H87', factor: 1 },
} as const;

export type ContentUnit = keyof typeof contentUnits;
export const contentUnitCodes = Object.keys(contentUnits) as ContentUnit[];

export interface ProductContent {
  /** How many packs a unit of sale holds: 1 for a single one. */
  count: number;
  /** What one pack holds, in `unit`. */
  amount: number;
  unit: ContentUnit;
}

/** The words a seller writes for each unit (`g`, `gr`, `kg`, `ml`, `l`, `litri`, `buc`…). */
const unitWords: Record<string, ContentUnit> = {
  g: 'GRM',
  gr: 'GRM',
  gram: 'GRM',
  grame: 'GRM',
  kg: 'KGM',
  kilogram: 'KGM',
  kilograme: 'KGM',
  ml: 'MLT',
  mililitri: 'MLT',
  l: 'LTR',
  litru: 'LTR',
  litri: 'LTR',
  buc: 'H87',
  bucata: 'H87',
  bucati: 'H87',
  bucăți: 'H87',
  bucată: 'H87',
};

const maxContentCount = 10_000;
const maxContentAmount = 1_000_000;

/** A content as written: `6 x 1 l`, `6×1,5l`, `10 kg`, `500 g`, `12 buc`; undefined when it cannot be read. */
export function parseContent(text: string): ProductContent | undefined {
  const match = /^\s*(?:(\d+)\s*[x×*]\s*)?(\d+(?:[.,]\d+)?)\s*([a-zăâîșțşţ.]+)\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = unitWords[(match[3] as string).toLowerCase().replace(/\.$/, '')];
  const count = match[1] === undefined ? 1 : Number(match[1]);
  const amount = Number((match[2] as string).replace(',', '.'));
  if (!unit || !validContent({ count, amount, unit })) return undefined;
  return { count, amount, unit };
}

/** Whether a content is whole: a count of 1 to 10,000, an amount above 0, a unit of the list. */
export function validContent(value: unknown): value is ProductContent {
  const content = value as Partial<ProductContent> | null;
  return (
    typeof content === 'object' &&
    content !== null &&
    Number.isInteger(content.count) &&
    (content.count as number) >= 1 &&
    (content.count as number) <= maxContentCount &&
    typeof content.amount === 'number' &&
    Number.isFinite(content.amount) &&
    content.amount > 0 &&
    content.amount <= maxContentAmount &&
    typeof content.unit === 'string' &&
    content.unit in contentUnits
  );
}

const amountFormat = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 3 });

/** A content as people read it: `6 × 1 l`, `10 kg`. */
export const showContent = (content: ProductContent): string =>
  `${content.count > 1 ? `${content.count} × ` : ''}${amountFormat.format(content.amount)} ${contentUnits[content.unit].short}`;

/** A content as a CSV cell writes it, which `parseContent` reads back: `6 x 1.5 l`. */
export const writtenContent = (content: ProductContent): string =>
  `${content.count > 1 ? `${content.count} x ` : ''}${content.amount} ${contentUnits[content.unit].short.replace('.', '')}`;

/** What a unit price is per: a kilogram, a litre or a piece. */
export type UnitPriceBasis = 'KGM' | 'LTR' | 'H87';

/** What a unit price is per, as written after its slash: `kg`, `l`, `buc`. */
export const unitPriceName = (per: UnitPriceBasis): string => contentUnits[per].short.replace('.', '');

/** A price per kilogram, litre or piece for a unit of sale holding `content`. */
export function unitPrice(price: number, content: ProductContent): { value: number; per: UnitPriceBasis } {
  const { base, factor } = contentUnits[content.unit];
  return { value: price / (content.count * content.amount * factor), per: base };
}
