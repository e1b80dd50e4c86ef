import type { components } from '../../../openapi/generated/product';

type Schemas = components['schemas'];

/** A buyer's saved search for showcases in Brașov, sent daily. */
export const storySearch: Schemas['SavedSearch'] = {
  uuid: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Vitrine frigorifice în Brașov',
  criteria: { name: 'vitrina frigorifica', city: 'Brașov', filter: ['IN_STOCK'], sort: ['NO_SORT'], priceMax: 5000 },
  frequency: 'DAILY',
  paused: false,
  confirmed: true,
  nextDigestAt: '2026-11-30T05:00:00.000Z',
  lastDigestAt: '2026-11-29T05:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
};

/** A weekly one, paused. */
export const pausedSearch: Schemas['SavedSearch'] = {
  ...storySearch,
  uuid: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60',
  name: 'Cafea boabe',
  criteria: { name: 'cafea boabe', city: 'Toate', filter: [], sort: ['BY_PRICE_ASC'] },
  frequency: 'WEEKLY',
  paused: true,
  nextDigestAt: '2026-11-30T05:00:00.000Z',
  lastDigestAt: null,
};

/** A product watched for a lower price. */
export const storyWatch: Schemas['ProductWatch'] = {
  product: '3f2b8c1e-4d5a-4b6c-8d7e-000000000000',
  name: 'Cafea boabe espresso 1 kg',
  onPriceDrop: true,
  onBackInStock: false,
  seenGross: 12.5,
  seenInStock: false,
  createdAt: '2026-11-25T09:00:00.000Z',
};
