/**
 * A Romanian company's fiscal code (CUI/CIF, issue #49): 2 to 10 digits, the last a check digit
 * worked out with the control key 753217532, written with or without the `RO` a VAT payer puts
 * before it, spaces aside.
 */
const controlKey = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;

export const companyCodeMessages = {
  form: 'Codul fiscal (CUI) are între 2 și 10 cifre, cu sau fără „RO” în față (de exemplu RO14399840).',
  checkDigit: 'Cifra de control a codului fiscal (CUI) nu se potrivește: verifică fiecare cifră.',
} as const;

/** The code's digits, without `RO` and spaces, or undefined when it is not 2 to 10 digits. */
export function companyCodeDigits(text: string): string | undefined {
  const digits = text.replace(/\s/g, '').replace(/^RO/i, '');
  return /^\d{2,10}$/.test(digits) ? digits : undefined;
}

/** The check digit a code's other digits (at most nine) call for. */
function checkDigitOf(body: string): number {
  const sum = [...body.padStart(9, '0')].reduce((total, digit, at) => total + Number(digit) * (controlKey[at] as number), 0);
  return ((sum * 10) % 11) % 10;
}

/** Whether the code's last digit is the one its other digits call for. */
const hasCompanyCheckDigit = (digits: string): boolean => checkDigitOf(digits.slice(0, -1)) === Number(digits.at(-1));

/** What is wrong with a code as written, in Romanian, or undefined when it is a valid code. */
export function companyCodeProblem(text: string): string | undefined {
  const digits = companyCodeDigits(text);
  if (!digits) return companyCodeMessages.form;
  return hasCompanyCheckDigit(digits) ? undefined : companyCodeMessages.checkDigit;
}

/** A valid code made of `body` and the check digit it calls for: the demo's and the tests' sellers. */
export const withCompanyCheckDigit = (body: string): string => `${body}${checkDigitOf(body)}`;
