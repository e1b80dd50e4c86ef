/** The Romanian texts of the pages' heads (titles, descriptions, image descriptions), keyed by meaning. */

interface SearchAbout {
  text: string;
  city?: string | undefined;
  seller?: string | undefined;
}

const where = ({ city, seller }: SearchAbout): string => `${seller ? ` de la ${seller}` : ''}${city ? ` în ${city}` : ''}`;

export const headTexts = {
  siteDescription: 'Catalog HoReCa: produse pentru hoteluri, restaurante și catering de la distribuitori din toată România.',
  search: 'Caută produse',
  searchTitle: (about: SearchAbout): string => {
    if (about.text) return `«${about.text}»${where(about)}`;
    if (about.seller) return `Produse de la ${about.seller}${about.city ? ` în ${about.city}` : ''}`;
    return about.city ? `Produse HoReCa în ${about.city}` : 'Caută produse';
  },
  searchDescription: (about: SearchAbout): string =>
    `${about.text ? `Produse pentru «${about.text}»` : 'Produse pentru hoteluri, restaurante și catering'}${where(about)}, cu prețuri în RON, pe Catalog HoReCa.`,
  sellerTitle: (name: string): string => `${name}: produse HoReCa și condiții de livrare`,
  sellerDescription: (name: string, company: string, delivery: string): string => `${name} pe Catalog HoReCa. ${company}.${delivery ? ` ${delivery}.` : ''}`,
  sellerImageAlt: (name: string): string => `${name}: verificarea firmei la ANAF și livrarea`,
  missingSeller: 'Comerciantul nu a fost găsit',
  missingSellerDescription: 'Comerciantul căutat nu există sau nu mai are produse afișate în Catalog HoReCa.',
  missingProduct: 'Produsul nu a fost găsit',
  missingProductDescription: 'Produsul căutat nu există sau nu mai este afișat în Catalog HoReCa.',
  productImageAlt: (name: string, withPhoto: boolean): string => `${name}: ${withPhoto ? 'fotografie, ' : ''}preț, oraș și vânzător`,
  pages: {
    terms: { title: 'Termeni și condiții', description: 'Termenii și condițiile de folosire a Catalog HoReCa, pentru vizitatori și vânzători.' },
    contact: { title: 'Contact', description: 'Scrie echipei Catalog HoReCa despre catalog sau despre contul tău.' },
    sitemap: { title: 'Harta site-ului', description: 'Toate paginile și produsele din Catalog HoReCa, cele mai noi întâi.' },
    ranking: {
      title: 'Cum ordonăm rezultatele',
      description: 'Parametrii după care Catalog HoReCa ordonează rezultatele căutării: câmpurile, potrivirea cuvintelor, sortarea și filtrele.',
    },
    accessibility: {
      title: 'Declarație de accesibilitate',
      description: 'Cât de accesibil este Catalog HoReCa, ce nu este încă și cum ne puteți scrie despre o problemă de accesibilitate.',
    },
    privacy: {
      title: 'Confidențialitate și cookie-uri',
      description: 'Ce date păstrează Catalog HoReCa, de ce, cât timp, cine le prelucrează și care sunt drepturile dumneavoastră.',
    },
  },
};
