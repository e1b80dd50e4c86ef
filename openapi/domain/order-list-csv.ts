import type { components } from '../generated/product';
import { writeCsv } from './csv-writing';

type OrderList = components['schemas']['OrderList'];

const decimal = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 3, useGrouping: false });

const stateNames: Record<OrderList['lines'][number]['state'], string> = {
  AVAILABLE: 'disponibil',
  OUT_OF_STOCK: 'nu este în stoc',
  DISABLED: 'scos din catalog',
  DELETED: 'șters de vânzător',
  SELLER_INACTIVE: 'vânzător inactiv',
};

/**
 * An order list as a spreadsheet opens it (issue #50): a line per product, with its seller,
 * quantity, unit, both prices now (as last seen once deleted), the line's total with TVA, the
 * note and the state; numbers written the Romanian way (2,5), cells neutralised.
 */
export function orderListCsv(list: OrderList): string {
  return writeCsv(
    ['produs', 'vânzător', 'cantitate', 'unitate', 'preț fără TVA', 'preț cu TVA', 'total cu TVA', 'notă', 'stare'],
    list.lines.map((line) => {
      const price = line.current ?? line.seen;
      return [
        line.name,
        line.seller.name,
        decimal.format(line.quantity),
        line.unit,
        decimal.format(price.net),
        decimal.format(price.gross),
        decimal.format(Math.round(price.gross * line.quantity * 100) / 100),
        line.note,
        stateNames[line.state],
      ];
    }),
  );
}
