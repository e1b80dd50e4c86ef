import type { components } from '../../../openapi/generated/product';

type Schemas = components['schemas'];

/** What moderation's stories show: a product reported three times, its reports, a decision and complaints. */
export const reportedProduct = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

export const queueItem: Schemas['ModerationQueueItem'] = {
  productUuid: reportedProduct,
  productName: 'Whisky 12 ani 0,7 l',
  sellerName: 'Băuturi Fine SRL',
  openReports: 3,
  upTo: 42,
  newestAt: '2026-11-29T08:40:00.000Z',
  reasons: [
    { reason: 'COUNTERFEIT', count: 2 },
    { reason: 'DANGEROUS', count: 1 },
  ],
  listingHidden: false,
};

export const reports: Schemas['ReportView'][] = [
  {
    uuid: '0a7d7f10-0000-4000-8000-000000000042',
    reference: 'R-000042',
    reason: 'COUNTERFEIT',
    explanation: 'Sticla nu are timbrul producătorului, iar eticheta are greșeli de tipar.',
    address: 'https://catalog.example.ro/product?id=3f2b8c1e',
    reporterName: 'Ioana Pop',
    reporterEmail: 'ioana@horeca.test',
    createdAt: '2026-11-29T08:40:00.000Z',
  },
  {
    uuid: '0a7d7f10-0000-4000-8000-000000000041',
    reference: 'R-000041',
    reason: 'DANGEROUS',
    explanation: 'Mirosul e de alcool metilic; am oprit servirea.',
    address: 'https://catalog.example.ro/product?id=3f2b8c1e',
    createdAt: '2026-11-29T07:15:00.000Z',
  },
];

export const decision: Schemas['ModerationDecision'] = {
  uuid: '5c0d0000-0000-4000-8000-000000000012',
  reference: 'D-000012',
  productUuid: reportedProduct,
  productName: 'Whisky 12 ani 0,7 l',
  action: 'HIDE_LISTING',
  ground: 'TERMS',
  groundDetail: 'Termeni și condiții, secțiunea 4: produse contrafăcute',
  facts: 'Trei cumpărători au trimis fotografii ale etichetei fără timbru.',
  automated: false,
  reports: 3,
  decidedAt: '2026-11-29T09:00:00.000Z',
  contestable: true,
};

export const complaint: Schemas['ModerationComplaint'] = {
  uuid: '6d1e0000-0000-4000-8000-000000000007',
  decisionUuid: decision.uuid,
  text: 'Avem factura de la importatorul autorizat; o atașăm la cerere.',
  createdAt: '2026-11-29T10:00:00.000Z',
};
