import type { components } from '../../openapi/generated/product';
import { formatPrice } from '../ProductCard/format';
import { below, caption, cell, number, scroller, table } from './SellerTotals.css';

type SellerTotal = components['schemas']['SellerTotal'];

export interface SellerTotalsProps {
  totals: readonly SellerTotal[];
}

/**
 * What a list comes to with each seller (issue #50): the lines that can be sent, and what they
 * cost now without and with TVA, beside the seller's minimum order, with how much is missing when
 * the list is below it. A table with a caption and column headers, read cell by cell.
 */
export function SellerTotals({ totals }: SellerTotalsProps) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div className={scroller} role="region" aria-label="Totaluri pe furnizori, tabel" tabIndex={0}>
      <table className={table}>
        <caption className={caption}>Totaluri pe furnizori</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Furnizor
            </th>
            <th scope="col" className={number}>
              Produse
            </th>
            <th scope="col" className={number}>
              Fără TVA
            </th>
            <th scope="col" className={number}>
              Cu TVA
            </th>
            <th scope="col" className={cell}>
              Comandă minimă
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.seller.uuid}>
              <th scope="row" className={cell}>
                {total.seller.name}
              </th>
              <td className={number}>{total.sendable === total.lines ? total.lines : `${total.sendable} din ${total.lines}`}</td>
              <td className={number}>{formatPrice(total.net)}</td>
              <td className={number}>{formatPrice(total.gross)}</td>
              <td className={cell}>
                {total.minimumOrder === undefined ? '—' : formatPrice(total.minimumOrder)}
                {total.belowMinimum && total.minimumOrder !== undefined ? (
                  <p className={below}>Sub comanda minimă: mai lipsesc {formatPrice(total.minimumOrder - total.gross)}.</p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
