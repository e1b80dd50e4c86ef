/**
 * GS1 trade item numbers (GTIN-8, UPC-A's 12 digits, EAN-13, GTIN-14), as a product's barcode
 * (issue #48): read with or without spaces and dashes, its check digit verified, kept as the 14
 * digits GS1 pads every GTIN to.
 */

/** The GS1 check digit of the digits before it: weights 3 and 1 from the right. */
function checkDigit(body: string): number {
  let sum = 0;
  for (let at = 0; at < body.length; at += 1) sum += Number(body[body.length - 1 - at]) * (at % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** A code of the digits given and its check digit: an EAN-13 from 12 digits (demo and benchmark catalogues). */
export const withCheckDigit = (body: string): string => `${body}${checkDigit(body)}`;

/** A typed code without its spaces and dashes, if it has the length of a GTIN; otherwise undefined. */
const digitsOf = (typed: string): string | undefined => {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) && [8, 12, 13, 14].includes(digits.length) ? digits : undefined;
};

/** What is wrong with a typed code, or undefined for a GTIN: its length, or its check digit. */
export function gtinProblem(typed: string): 'length' | 'checkDigit' | undefined {
  const digits = digitsOf(typed);
  if (!digits) return 'length';
  return checkDigit(digits.slice(0, -1)) === Number(digits.at(-1)) ? undefined : 'checkDigit';
}

/** A valid GTIN as GS1 keeps it: 14 digits, zeros before; undefined when the code is not one. */
export function normalisedGtin(typed: string): string | undefined {
  if (gtinProblem(typed) !== undefined) return undefined;
  return (digitsOf(typed) as string).padStart(14, '0');
}

/**
 * A kept GTIN as its barcode prints it: an EAN-8's 8 digits, an EAN-13's (or a UPC-A's, with its
 * leading zero) 13, a GTIN-14's 14.
 */
export function printedGtin(gtin14: string): string {
  if (gtin14.startsWith('000000')) return gtin14.slice(6);
  return gtin14.startsWith('0') ? gtin14.slice(1) : gtin14;
}
