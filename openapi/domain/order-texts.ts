/**
 * The words order lists and inquiries are said in (issue #50), shared by the screens and the
 * server's mails so a status or a state reads the same on both.
 */
import type { components } from '../generated/product';

export type InquiryStatus = components['schemas']['InquiryStatus'];

/** The default list every buyer's company has, which cannot be deleted. */
export const defaultListName = 'Favorite';

/** An inquiry's status as the buyer and the seller read it. */
export const inquiryStatuses: Record<InquiryStatus, string> = {
  NEW: 'nouă',
  SEEN: 'văzută',
  CONFIRMED: 'confirmată',
  REFUSED: 'refuzată',
};

/** Said wherever a list is sent or an inquiry read: nothing here binds or pays. */
export const notAnOrder = 'Cererea nu este o comandă fermă și nu implică nicio plată: vânzătorul confirmă disponibilitatea, prețul și livrarea direct cu tine.';

/** An inquiry's reference, as its mails and screens say it: C-000042. */
export const inquiryReference = (number: number): string => `C-${String(number).padStart(6, '0')}`;

const ron = new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' });

/** A sum in RON the Romanian way: `1.234,50 RON`. */
export const formatRon = (value: number): string => ron.format(value);

const quantityFormat = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 3 });

/** A quantity with up to three decimals: `2,5`. */
export const formatQuantity = (value: number): string => quantityFormat.format(value);
