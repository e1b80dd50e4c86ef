/**
 * The Romanian texts of the first screen and the frame (search, loading, errors).
 * The other screens' texts are in screen-texts.ts, loaded with those screens; server error
 * codes are in error-messages.ts; the rules' own messages in openapi/domain/rules.ts.
 */
export const texts = {
  app: {
    loading: 'Se încarcă…',
    startFailed: 'Aplicația nu a putut porni. Reîncărcați pagina în câteva momente.',
    routeFailed: 'Pagina nu a putut fi afișată',
    backToSearch: 'Înapoi la căutare',
    routeFailedHelp: 'A apărut o eroare neașteptată. Reîncărcați pagina; dacă problema continuă, scrieți-ne din pagina de contact.',
  },
  search: {
    title: 'Caută produse',
    heading: 'Caută produse HoReCa',
    textLabel: 'Caută',
    textPlaceholder: 'Caută un produs...',
    cityLabel: 'Oraș',
    allCities: 'Toate orașele',
    deliverable: 'Livrabil',
    inStock: 'În stoc',
    sortLabel: 'Sortare:',
    sorts: {
      NO_SORT: 'Fără sortare',
      BY_DATE_DESC: 'Cele mai noi',
      BY_DATE_ASC: 'Cele mai vechi',
      BY_PRICE_ASC: 'Preț crescător',
      BY_PRICE_DESC: 'Preț descrescător',
    },
    sellerPanel: 'Produse vândute de:',
    clearSeller: 'Elimină filtrul',
    failed: 'Căutarea nu a mers, te rugăm să încerci din nou.',
    retry: 'Încearcă din nou',
    end: 'Nu mai sunt produse disponibile.',
    empty: 'Nu am găsit produse pentru căutarea ta.',
    results: 'Rezultate',
    loadingMore: 'Se încarcă produsele…',
    scrollTop: 'Înapoi sus',
    filters: 'Filtre',
  },
} as const;
