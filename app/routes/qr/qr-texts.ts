/** The Romanian texts of the seller's QR code (/myQr), keyed by meaning; they load with the screen. */
export const qrTexts = {
  title: 'Codul meu QR',
  lead: 'Clienții care scanează codul ajung la căutarea filtrată pe produsele tale.',
  label: (seller: string) => `Cod QR către produsele vândute de ${seller}`,
  loadFailed: 'Profilul nu a putut fi încărcat, deci nici codul QR.',
} as const;
