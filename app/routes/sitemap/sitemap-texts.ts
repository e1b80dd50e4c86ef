import { counted, nouns } from '../../messages/counted';

const number = new Intl.NumberFormat('ro-RO');

/** The Romanian texts of the sitemap page (/sitemap), keyed by meaning; they load with the screen. */
export const sitemapTexts = {
  progress: (from: number, to: number) =>
    `Produsele ${number.format(from)}–${number.format(to)}, cele mai noi întâi. Derulează sau apasă „Încarcă mai multe produse” pentru altele.`,
  loadingSlice: (from: number, to: number) => `Se încarcă produsele ${number.format(from)}–${number.format(to)}…`,
  complete: (count: number) => `Toate produsele din catalog: ${counted(count, nouns.product)}.`,
  loading: 'Se încarcă lista produselor…',
  loadMore: 'Încarcă mai multe produse',
  failed: 'Lista produselor nu a putut fi încărcată.',
  list: 'Produse',
  pages: 'Paginile hărții site-ului',
  previous: 'Produsele mai noi',
  next: 'Produsele mai vechi',
} as const;
