/** The seller page's own texts (issue #49). */
export const sellerTexts = {
  loading: 'Se încarcă pagina comerciantului…',
  notFound: 'Comerciantul nu a fost găsit: adresa nu există sau comerciantul nu mai are produse afișate.',
  qrLabel: (name: string) => `Cod QR cu adresa paginii ${name}`,
};
