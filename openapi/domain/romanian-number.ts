/**
 * A number as Romanian spreadsheets write it: `12.50`, `12,50`, `1.234,50` or `1 234,50`.
 * NaN for anything else.
 */
export function parseRomanianNumber(text: string): number {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) return Number(compact.replace(/\./g, '').replace(',', '.'));
  if (/^\d+(,\d+)?$/.test(compact)) return Number(compact.replace(',', '.'));
  if (/^\d+(\.\d+)?$/.test(compact)) return Number(compact);
  return Number.NaN;
}
