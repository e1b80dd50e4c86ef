/** The Romanian texts of the terms page (/terms), keyed by meaning; they load with the screen. */
export const termsTexts = {
  title: 'Termeni și condiții',
} as const;
