import { counted, nouns } from '../../messages/counted';

const number = new Intl.NumberFormat('ro-RO');

/** The administrator's screens' own texts; they load with those screens, not with the first visit to /search. */
export const adminTexts = {
  hubTitle: 'Administrare',
  hubLead: 'Alege zona în care vrei să lucrezi.',
  sellerZone: 'Zona vânzătorului',
  adminZone: 'Zona super-administratorului',
  dashboardTitle: 'Panou de control',
  dashboardFailed: 'Error loading dashboard data',
  cpu: (service: string) => `CPU ${service}`,
  ram: (service: string) => `RAM ${service}`,
  services: { auth: 'autentificare', product: 'produse', search: 'căutare' },
  totalUsers: 'Utilizatori în total',
  activeUsers: 'Utilizatori activi',
  totalProducts: 'Produse în total',
  refreshNote: 'Datele se actualizează la fiecare 5 secunde.',
  searchTitle: 'Opțiuni căutare',
  searchLead: 'Reconstruiește indexul de căutare din produsele salvate. Căutarea rămâne disponibilă în timpul reconstruirii.',
  rebuild: 'Reconstruiește indexul',
  rebuildStarted: 'Reconstruirea indexului a început.',
  rebuildFailed: 'Failed to rebuild index.',
  indexTitle: 'Indexul de căutare',
  indexFailed: 'Starea indexului nu a putut fi citită; se încearcă din nou în 5 secunde.',
  preparing: 'Se pregătesc produsele pentru index…',
  loadingIndex: 'Se încarcă indexul',
  ofTotal: (done: number, total: number) => `${number.format(done)} din ${number.format(total)}`,
  noRebuild: 'Nicio reconstruire în curs.',
  lastRebuild: (started: string, finished: string | undefined) =>
    `Ultima reconstruire: începută ${started}${finished ? `, terminată ${finished}` : ', neterminată'}.`,
  neverRebuilt: 'Indexul nu a fost reconstruit de un administrator de la pornire.',
  catalogueProducts: 'Produse în baza de date',
  indexedProducts: 'Produse în index',
  feedPending: 'Modificări încă neaplicate',
  feedLag: 'Întârzierea indexului',
  seconds: (value: number) => `${new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1 }).format(value)} s`,
  inStep: 'Indexul are toate produsele din baza de date.',
  drift: (difference: number) =>
    `Indexul diferă de baza de date cu ${counted(difference, nouns.product)}. O diferență care rămâne și după câteva secunde se repară reconstruind indexul.`,
};
