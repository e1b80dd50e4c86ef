import { counted, nouns } from '../../messages/counted';

const number = new Intl.NumberFormat('ro-RO');

/** The CSV import's own texts; they load with its screen, not with the first visit to /search. */
export const uploadTexts = {
  title: 'Încarcă catalog CSV',
  lead: (columns: readonly string[]) =>
    `Alege un fișier .csv cu separator virgulă (sau punct și virgulă), cu primul rând antet. Coloane: ${columns.join(', ')}. Ultimele șase sunt opționale.`,
  template: 'Descarcă modelul CSV',
  exportCatalogue: 'Descarcă catalogul tău (CSV)',
  choose: 'Alege fișierul CSV',
  drop: 'Trage fișierul CSV aici sau',
  notCsv: 'Fișierul trebuie să fie .csv.',
  empty: 'Fișierul nu are niciun rând de produs.',
  noHeader: 'Primul rând trebuie să fie antetul, cu cel puțin coloanele nume, pret și telefon.',
  unreadable: 'Fișierul nu a putut fi citit.',
  unknownHeaders: (headers: string) => `Coloane necunoscute, ignorate: ${headers}`,
  rows: (count: number) => `${counted(count, nouns.product)} în fișier`,
  wipe: 'Șterge produsele care nu apar în fișier',
  wipeHint:
    'Un rând cu numele unui produs pe care îl ai deja îl actualizează, nu îl dublează. Când comutatorul este pornit, produsele tale care nu apar în fișier sunt șterse.',
  submit: 'Vezi ce se schimbă',
  reading: 'Se citește fișierul',
  rowsRead: (count: number) => `${counted(count, nouns.row)} citite`,
  checking: 'Se verifică rândurile',
  ofTotal: (done: number, total: number) => `${number.format(done)} din ${number.format(total)}`,
  previewing: 'Se compară fișierul cu catalogul tău…',
  previewTitle: 'Ce se schimbă în catalogul tău',
  previewLead: 'Rândurile se potrivesc cu produsele tale după nume (fără să conteze literele mari sau spațiile în plus). Nu se scrie nimic până nu confirmi.',
  created: 'Produse noi',
  changed: 'Produse modificate',
  unchanged: 'Produse neschimbate',
  removed: 'Produse care vor fi șterse',
  keptAside: (count: number) =>
    count === 1
      ? 'Un produs din catalogul tău nu apare în fișier și rămâne cum este.'
      : `${counted(count, nouns.product)} din catalogul tău nu apar în fișier și rămân cum sunt.`,
  nothingChanges: 'Fișierul nu schimbă nimic în catalogul tău.',
  firstListed: (shown: number) => `Sunt arătate primele ${number.format(shown)}.`,
  previewRow: (index: number, name: string) => `Rândul ${number.format(index + 1)}: ${name}`,
  changedFields: (fields: string) => `se schimbă: ${fields}`,
  confirm: 'Importă produsele',
  back: 'Înapoi la fișier',
  sending: 'Se trimit produsele…',
  writing: 'Se scriu produsele',
  failed: 'Produsele nu create, verificati fisierul introdus!',
  errorsTitle: (count: number) => (count === 1 ? 'Un produs are erori' : `${counted(count, nouns.product)} au erori`),
  errorLine: (position: number, name: string) => `Produsul ${position}${name ? ` (${name})` : ''}`,
  goToCell: 'Mergi la celulă',
  downloadRejected: 'Descarcă rândurile cu erori (CSV)',
  errorColumn: 'eroare',
  deleteRow: (position: number) => `Șterge rândul ${position}`,
  rowDeleted: (position: number) => `Rândul ${position} a fost șters.`,
  fixFirst: 'Corectează sau șterge rândurile cu erori ca să continui.',
  cell: (column: string, position: number) => `${column}, rândul ${position}`,
  rowNumber: 'Nr.',
  ignored: 'ignorată',
  actions: 'Acțiuni',
  imported: ({ created, updated, unchanged, deleted }: { created: number; updated: number; unchanged: number; deleted: number }) =>
    [
      created === 1 ? 'Un produs nou a fost importat' : `${counted(created, nouns.product)} noi au fost importate`,
      ...(updated > 0 ? [updated === 1 ? 'un produs a fost actualizat' : `${counted(updated, nouns.product)} au fost actualizate`] : []),
      ...(unchanged > 0 ? [unchanged === 1 ? 'un produs a rămas neschimbat' : `${counted(unchanged, nouns.product)} au rămas neschimbate`] : []),
      ...(deleted > 0 ? [`${counted(deleted, nouns.product)} vechi ${deleted === 1 ? 'a fost șters' : 'au fost șterse'}`] : []),
    ].join(', ') + '.',
  another: 'Importă alt fișier',
};
