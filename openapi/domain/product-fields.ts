import type { components } from '../generated/product';
import {
  accepted,
  city,
  content,
  flag,
  gtin,
  inCents,
  lineText,
  longText,
  phone,
  positiveNumber,
  refused,
  salesUnit,
  vatRate,
  type Checked,
  type FieldKind,
} from './field-kinds';
import { ruleMessages } from './rule-messages';
import { csvMessages, fieldMessages, productFieldTexts } from './product-field-texts';
import { vatRatesInForce } from './vat-rates';
import { parseRomanianNumber } from './romanian-number';

type ProductInput = components['schemas']['ProductInput'];
type Product = components['schemas']['Product'];
type BulkProduct = components['schemas']['BulkProduct'];

/** The product's own fields: the spec's `ProductInput` without what the server stamps. */
export type ProductField = keyof Omit<ProductInput, 'uuid' | 'seller' | 'sellerSlug' | 'owner' | 'updatedAt' | 'cover' | 'photos'>;
/** Their values as they are kept and shown (the spec's `Product`): checked and normalised, a barcode as 14 digits, a unit as its code. */
export type ProductFieldValues = Pick<Product, ProductField>;

/** How a product field is stored: its column and the column's SQL type. */
export type SqlType = 'text' | 'numeric' | 'boolean' | 'integer' | 'jsonb';

/**
 * A CSV column (docs/product.md §3): its header, other headers it is known by, and what an
 * empty cell means: a default, nothing (an optional field), or an error (a required one).
 */
interface CsvColumn<T> {
  column: string;
  aliases?: readonly string[];
  /** An empty cell's value; without it an optional field is left out and a required one is refused. */
  empty?: T;
  /** Why an empty cell of a required field is refused. */
  requiredMessage?: string;
  /** The cell's rule when it is not the form's (a CSV's name may be one letter; its price may be 0). */
  kind?: FieldKind<T>;
}

/** Everything about one product field that differs from field to field (decision 044). */
export interface FieldDeclaration<T> {
  /** Its name in a bulk row (`BulkProduct`), when not the product's own. */
  bulk?: keyof BulkProduct;
  column: string;
  sqlType: SqlType;
  /** Absent, never null, on the wire when not set; a CSV's empty cell leaves it out. */
  optional?: true;
  /** The form's and the API's rule, the CSV's way of writing it, and how it reads to people. */
  kind: FieldKind<T>;
  csv: CsvColumn<T>;
  /** Where a card and a product page list it among the product's facts (1 first; its term is `fact` in its texts); absent when they do not. */
  fact?: number;
  /** Listed on the product page only, not on a card. */
  factOnPage?: true;
  /** Whether search finds a product by its words, and where they weigh: in its name, its brand, its description or its city (`ranking.ts`). */
  searchedAs?: 'name' | 'brand' | 'description' | 'city';
}

type Declarations = { [F in ProductField]-?: FieldDeclaration<NonNullable<ProductFieldValues[F]>> };

const text = productFieldTexts;

/**
 * The product's fields, declared once, in the CSV's order (issue #48, decision 044). The zod rules
 * (`product-rules.ts`), the CSV's columns, template and cell rules (`csv-rules.ts`), the server's
 * columns, reads, writes, bulk statements and indexed text, the product form's controls and the
 * cards' facts all derive from this list; `product-fields.test.ts` holds it to the spec's
 * `ProductInput` and `BulkProduct`.
 */
export const productFields = {
  name: {
    column: 'name',
    sqlType: 'text',
    kind: lineText({ min: 2, max: 100, minMessage: ruleMessages.productName }),
    csv: {
      column: 'nume',
      requiredMessage: csvMessages.nameRequired,
      kind: lineText({ min: 1, max: 100, minMessage: csvMessages.nameRequired, maxMessage: csvMessages.nameTooLong }),
    },
    searchedAs: 'name',
  },
  description: {
    column: 'description',
    sqlType: 'text',
    kind: longText({ min: 2, max: 5000, minMessage: ruleMessages.productDescription }),
    csv: { column: 'descriere', empty: 'N/A', kind: longText({ min: 1, max: 5000, minMessage: ruleMessages.productDescription }) },
    searchedAs: 'description',
  },
  price: {
    column: 'price',
    sqlType: 'numeric',
    kind: positiveNumber({ above: 0, max: 1_000_000_000, message: ruleMessages.price, control: 'price' }),
    csv: { column: 'pret', requiredMessage: csvMessages.priceRequired, kind: csvPrice() },
  },
  vatIncluded: { column: 'vat_included', sqlType: 'boolean', kind: flag(csvMessages.yesNo), csv: { column: 'tva', empty: true } },
  sellType: {
    column: 'sell_type',
    sqlType: 'text',
    kind: lineText({ min: 1, max: 60, minMessage: ruleMessages.sellType }),
    csv: { column: 'um', empty: 'la bucata' },
    fact: 1,
  },
  packageType: {
    column: 'package_type',
    sqlType: 'text',
    kind: lineText({ min: 1, max: 60, minMessage: ruleMessages.packageType }),
    csv: { column: 'ambalare', empty: 'Individual' },
    fact: 2,
  },
  phone: { column: 'phone', sqlType: 'text', kind: phone(ruleMessages.phone), csv: { column: 'telefon', requiredMessage: csvMessages.phoneRequired }, fact: 4 },
  city: {
    column: 'city',
    sqlType: 'text',
    kind: city({ requiredMessage: ruleMessages.city, unknownMessage: ruleMessages.cityUnknown }),
    csv: { column: 'oras', empty: 'Constanța' },
    searchedAs: 'city',
  },
  isDeliverable: {
    bulk: 'deliverable',
    column: 'is_deliverable',
    sqlType: 'boolean',
    kind: flag(csvMessages.yesNo),
    csv: { column: 'livrabil', empty: true },
    fact: 3,
  },
  negotiable: { column: 'negotiable', sqlType: 'boolean', kind: flag(csvMessages.yesNo), csv: { column: 'negociabil', empty: false } },
  isEnabled: { bulk: 'enabled', column: 'is_enabled', sqlType: 'boolean', kind: flag(csvMessages.yesNo), csv: { column: 'disponibil', empty: true } },
  inStock: { column: 'in_stock', sqlType: 'boolean', kind: flag(csvMessages.yesNo), csv: { column: 'stoc', empty: true } },
  brand: {
    column: 'brand',
    sqlType: 'text',
    optional: true,
    kind: lineText({ min: 1, max: 60, minMessage: fieldMessages.brand, maxMessage: fieldMessages.brand }),
    csv: { column: 'marca', aliases: ['brand', 'producator', 'brandul'] },
    fact: 5,
    searchedAs: 'brand',
  },
  gtin: {
    column: 'gtin',
    sqlType: 'text',
    optional: true,
    kind: gtin({ length: fieldMessages.gtinLength, checkDigit: fieldMessages.gtinCheckDigit }),
    csv: { column: 'gtin', aliases: ['ean', 'ean13', 'cod_bare', 'cod de bare', 'cod bare', 'barcode'] },
    fact: 9,
    factOnPage: true,
  },
  unitCode: {
    column: 'unit_code',
    sqlType: 'text',
    optional: true,
    kind: salesUnit(fieldMessages.unitCode),
    csv: { column: 'um_cod', aliases: ['cod_um', 'unit_code', 'unitate_vanzare', 'unitate de vanzare'] },
    fact: 7,
    factOnPage: true,
  },
  content: {
    column: 'content',
    sqlType: 'jsonb',
    optional: true,
    kind: content(fieldMessages.content),
    csv: { column: 'continut', aliases: ['content', 'continut_unitate', 'cantitate_pe_unitate'] },
    fact: 6,
  },
  vatRate: {
    column: 'vat_rate',
    sqlType: 'integer',
    optional: true,
    kind: vatRate(() => fieldMessages.vatRate(vatRatesInForce())),
    csv: { column: 'cota_tva', aliases: ['tva_cota', 'vat_rate', 'cota tva'] },
    fact: 10,
    factOnPage: true,
  },
  minimumOrder: {
    column: 'minimum_order',
    sqlType: 'numeric',
    optional: true,
    kind: positiveNumber({ above: 0, max: 1_000_000, message: fieldMessages.minimumOrder }),
    csv: { column: 'cantitate_minima', aliases: ['comanda_minima', 'moq', 'cantitate minima'] },
    fact: 8,
  },
} as const satisfies Declarations;

/** Each field's column, as a type: the server's products table takes its field columns from these. */
export type FieldColumns = {
  [F in ProductField]: {
    column: (typeof productFields)[F]['column'];
    sqlType: (typeof productFields)[F]['sqlType'];
    optional: (typeof productFields)[F] extends { optional: true } ? true : false;
    value: NonNullable<ProductFieldValues[F]>;
  };
};

/** A CSV's price: required, and 0 allowed (docs/product.md §9), kept in cents. */
function csvPrice(): FieldKind<number> {
  const check = (value: unknown): Checked<number> =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1_000_000_000 ? accepted(inCents(value)) : refused(csvMessages.priceNumeric);
  return { control: 'price', check, read: (cell) => check(parseRomanianNumber(cell)), write: String, show: String };
}

/** The fields in the CSV's order. */
export const productFieldNames = Object.keys(productFields) as ProductField[];

/** A field's declaration, typed loosely, for code that walks every field. */
export const declarationOf = (field: ProductField): FieldDeclaration<unknown> => productFields[field] as FieldDeclaration<unknown>;

/** A field's name in a bulk row. */
export const bulkNameOf = (field: ProductField): keyof BulkProduct => (declarationOf(field).bulk ?? field) as keyof BulkProduct;

/** The label of a field in the product form, and its term among a product's facts. */
export const fieldLabel = (field: ProductField): string => text[field].label;
export const factTerm = (field: ProductField): string => (text[field] as { fact?: string }).fact ?? text[field].label;

/** The fields a product page lists as facts, in their order; a card lists those not marked for the page only. */
export const factFields: readonly ProductField[] = productFieldNames
  .filter((field) => declarationOf(field).fact !== undefined)
  .sort((a, b) => (declarationOf(a).fact as number) - (declarationOf(b).fact as number));
export const cardFactFields: readonly ProductField[] = factFields.filter((field) => !declarationOf(field).factOnPage);
