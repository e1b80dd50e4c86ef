import { describe, expect, it } from 'vitest';
import { readSpec } from '../spec-files';
import { checkCsvRow, csvCellsOf, csvColumns, csvColumnOfField, columnOfHeader } from './csv-rules';
import { bulkNameOf, declarationOf, productFieldNames } from './product-fields';
import { productSchema } from './product-rules';

type ObjectSchema = { properties: Record<string, { readOnly?: boolean }>; required: string[] };
const schema = (name: string) => readSpec('product').components.schemas[name] as ObjectSchema;
const writable = (properties: ObjectSchema['properties']) =>
  Object.entries(properties)
    .filter(([, property]) => !property.readOnly)
    .map(([name]) => name)
    .sort();

/**
 * The field list is the one place a product field is declared (decision 044): every other place
 * derives from it, and the spec, written by hand, must name the same fields. A field declared in
 * one and not the others fails here, before any user meets it.
 */
describe('the product field list', () => {
  it("names exactly the fields of the spec's ProductInput, with the same ones required", () => {
    expect([...productFieldNames].sort()).toEqual(writable(schema('ProductInput').properties));
    const required = productFieldNames.filter((field) => !declarationOf(field).optional).sort();
    expect(required).toEqual([...schema('ProductInput').required].sort());
  });

  it("names exactly the fields of the spec's BulkProduct and ImportField, by their bulk names", () => {
    const bulkNames = productFieldNames.map(bulkNameOf).sort();
    expect(bulkNames).toEqual(Object.keys(schema('BulkProduct').properties).sort());
    expect(bulkNames).toEqual([...(readSpec('product').components.schemas.ImportField as { enum: string[] }).enum].sort());
    expect(
      productFieldNames
        .filter((field) => !declarationOf(field).optional)
        .map(bulkNameOf)
        .sort(),
    ).toEqual([...schema('BulkProduct').required].sort());
  });

  it('gives the zod rules and the CSV the same fields: a key neither drops', () => {
    const checked = productSchema.safeParse({});
    const ruled = checked.success ? [] : [...new Set(checked.error.issues.map((issue) => String(issue.path[0])))].sort();
    expect(ruled).toEqual(productFieldNames.filter((field) => !declarationOf(field).optional).sort());
    expect(Object.keys(csvColumnOfField).sort()).toEqual(productFieldNames.map(bulkNameOf).sort());
    expect(csvColumns).toHaveLength(productFieldNames.length);
    expect(new Set(csvColumns).size).toBe(csvColumns.length);
  });

  it('knows each column by its aliases too, and no alias names two columns', () => {
    const seen = new Map<string, string>();
    for (const field of productFieldNames) {
      const { column, aliases = [] } = declarationOf(field).csv;
      for (const header of [column, ...aliases]) {
        expect(seen.get(header) ?? column, `${header} names ${seen.get(header)} and ${column}`).toBe(column);
        seen.set(header, column);
        expect(columnOfHeader(` ${header.toUpperCase()} `)).toBe(column);
      }
    }
  });

  it('writes every field as a CSV cell that reads back to the same value', () => {
    const product = {
      name: 'Ulei floarea-soarelui 10 l',
      description: '- rafinat, pentru prăjit\n= fără gust',
      price: 1234.5,
      vatIncluded: false,
      sellType: 'bidon',
      packageType: 'Bidon 10 l',
      phone: '0722123456',
      city: 'Iași',
      deliverable: true,
      negotiable: true,
      enabled: false,
      inStock: false,
      brand: 'Floriol',
      gtin: '05942321000015',
      unitCode: 'XBX',
      content: { count: 6, amount: 1.5, unit: 'LTR' },
      vatRate: 11,
      minimumOrder: 2.5,
    };
    const cells = Object.fromEntries(csvCellsOf(product).map((cell, at) => [csvColumns[at] as string, `'${cell}`.replace(/^'(?![=+\-@])/, '')]));
    const read = checkCsvRow(cells);
    expect(read.issues).toEqual([]);
    expect(read.product).toEqual(product);
  });
});
