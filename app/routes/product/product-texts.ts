/** The product page's own texts; they load with the page, not with the first visit to /search. */
export const productTexts = {
  notFound: 'Produsul nu a fost gasit.',
  missingId: 'Identificatorul produsului nu a fost gasit.',
  loading: 'Se încarcă produsul…',
  netPrices: 'Prețuri fără TVA',
  report: 'Raportează acest produs',
  reportHint: 'Ilegal, contrafăcut, periculos sau înșelător? Spune-ne; un administrator analizează fiecare raportare.',
  loadingSeller: 'Se încarcă informațiile comerciantului…',
  sellerPage: 'Pagina comerciantului',
};
