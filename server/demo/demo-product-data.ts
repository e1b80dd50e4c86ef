import { withCheckDigit } from '../../openapi/domain/gtin';
import { parseContent, type ProductContent } from '../../openapi/domain/product-content';
import { salesUnitOf } from '../../openapi/domain/units';
import type { ProductFieldValues } from '../services/catalogue/product-fields';
import type { DemoSeller } from './demo-catalogue';

/** Words of a name that make it an alcoholic drink, sold at the standard TVA rate whoever sells it. */
const alcoholic = /\b(vin|bere|țuică)\b/i;

/**
 * What a demo product's unit of sale holds, read from its name and variant as a buyer reads
 * them: `1 kg`, `0,75 l`, `(1000 buc)` of `5 g`, `bax 12` of `0,5 l`, `set 6 buc`.
 */
function contentOf(text: string): ProductContent | undefined {
  const amount = [...text.matchAll(/(\d+(?:,\d+)?)\s*(kg|g|ml|l)\b/gi)].at(-1);
  const count = /\((\d+) buc\)|\bbax (\d+)\b|\bset (\d+) buc\b/i.exec(text);
  const packs = count ? Number(count[1] ?? count[2] ?? count[3]) : 1;
  if (amount) return parseContent(`${packs} x ${amount[1]} ${amount[2]}`);
  return packs > 1 ? parseContent(`${packs} buc`) : undefined;
}

/**
 * The product data buyers compare by (issue #48) for one demo product: its brand (most have
 * one), a barcode with a valid check digit under Romania's GS1 prefix 594 (most have one), its
 * unit of sale as a UN/ECE code, what a unit holds, its TVA rate, and sometimes a minimum order.
 */
export function demoProductData(
  seller: DemoSeller,
  text: { name: string; variant: string; sellType: string },
  random: () => number,
): Partial<ProductFieldValues> {
  const content = contentOf(`${text.name} ${text.variant}`);
  const unitCode = salesUnitOf(text.sellType);
  const brand = random() < 0.8 ? seller.brands[Math.floor(random() * seller.brands.length)] : undefined;
  const gtin = random() < 0.7 ? withCheckDigit(`594${String(Math.floor(random() * 1e9)).padStart(9, '0')}`).padStart(14, '0') : undefined;
  const minimumOrder = random() < 0.25 ? [2, 5, 10][Math.floor(random() * 3)] : undefined;
  return {
    vatRate: alcoholic.test(text.name) ? 21 : seller.vatRate,
    ...(brand ? { brand } : {}),
    ...(gtin ? { gtin } : {}),
    ...(unitCode ? { unitCode } : {}),
    ...(content ? { content } : {}),
    ...(minimumOrder ? { minimumOrder } : {}),
  };
}
