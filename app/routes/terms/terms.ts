/** The terms and conditions (docs/product.md §2): intermediary only, no liability, IP, changes, law, contact. */
export const terms = {
  updated: 'Ultima actualizare: 18 aprilie 2025',
  sections: (site: string, contactEmail: string) => [
    {
      title: '1. Rolul platformei',
      paragraphs: [
        `${site} este o platformă de prezentare care pune în legătură vânzătorii (distribuitori și firme) cu clienții din domeniul hotelier, al restaurantelor și al serviciilor de catering. ${site} are doar rolul de intermediar: nu vinde, nu cumpără, nu livrează și nu încasează nimic.`,
        'Contractele, comenzile, plățile și livrările se încheie direct între vânzător și cumpărător.',
      ],
    },
    {
      title: '2. Limitarea răspunderii',
      paragraphs: [
        `${site} nu răspunde pentru tranzacțiile dintre utilizatori, pentru calitatea, siguranța sau legalitatea produselor, pentru corectitudinea prețurilor și a descrierilor publicate de vânzători, nici pentru pagubele care ar rezulta din folosirea platformei.`,
        'Fiecare vânzător răspunde pentru informațiile pe care le publică și pentru respectarea legislației aplicabile produselor sale.',
      ],
    },
    {
      title: '3. Proprietate intelectuală',
      paragraphs: [
        `Numele, sigla, designul și conținutul propriu al ${site} sunt protejate de legislația privind drepturile de autor și mărcile. Copierea sau reutilizarea lor fără acord scris este interzisă.`,
        'Vânzătorii păstrează drepturile asupra descrierilor și imaginilor proprii și ne acordă dreptul de a le afișa pe platformă.',
      ],
    },
    {
      title: '4. Modificarea termenilor',
      paragraphs: [
        'Putem modifica acești termeni și funcționalitățile platformei oricând, fără notificare prealabilă. Versiunea în vigoare este cea publicată pe această pagină.',
      ],
    },
    {
      title: '5. Legea aplicabilă',
      paragraphs: [
        'Acești termeni sunt guvernați de legea română. Orice litigiu se soluționează pe cale amiabilă sau, dacă nu este posibil, de instanțele competente din România.',
      ],
    },
    {
      title: '6. Contact',
      paragraphs: [`Pentru întrebări despre acești termeni ne poți scrie la ${contactEmail} sau prin formularul de contact.`],
    },
  ],
};
