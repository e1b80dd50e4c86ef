/**
 * The Romanian texts of the frame every screen shares (loading, errors, retry). Each screen's
 * own texts sit beside it in its route folder, texts several screens share in screen-texts.ts,
 * server error codes in error-messages.ts, the rules' own messages in openapi/domain/field-rules.ts.
 */
export const texts = {
  app: {
    loading: 'Se încarcă…',
    startFailed: 'Aplicația nu a putut porni. Reîncărcați pagina în câteva momente.',
    routeFailed: 'Pagina nu a putut fi afișată',
    backToSearch: 'Înapoi la căutare',
    retry: 'Încearcă din nou',
    routeFailedHelp: 'A apărut o eroare neașteptată. Reîncărcați pagina; dacă problema continuă, scrieți-ne din pagina de contact.',
  },
  /** The cookie notice (docs/product.md §2): refusing is one press, as accepting is (issue #51, decision 049). */
  cookies: {
    notice:
      'Folosim cookie-uri pentru autentificare, pentru a-ți păstra preferințele, pentru analiza traficului și pentru verificarea captcha. Dacă refuzi, nu analizăm traficul; celelalte sunt necesare ca site-ul să funcționeze.',
    more: 'Află mai multe',
    accept: 'Accept',
    refuse: 'Refuz',
  },
} as const;
