import type { components as auth } from '../../../openapi/generated/auth';
import type { components } from '../../../openapi/generated/product';

type OrderLine = components['schemas']['OrderLine'];

/** The story restaurant's company: two locations in Cluj-Napoca. */
export const storyCompany: auth['schemas']['BuyerCompany'] = {
  uuid: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  name: 'Bistro La Doi Pași SRL',
  identifier: 'RO18547290',
  membership: 'OWNER',
  locations: [
    { uuid: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c', name: 'Bistro Centru', city: 'Cluj-Napoca', address: 'Str. Memorandumului 1' },
    { uuid: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', name: 'Bistro Mărăști', city: 'Cluj-Napoca', address: 'Str. Aurel Vlaicu 10' },
  ],
  members: [],
  invitations: [],
};

export const favoriteUuid = '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e';

export const storyLists: components['schemas']['OrderLists'] = {
  lists: [
    { uuid: favoriteUuid, name: 'Favorite', isDefault: true, location: null, lineCount: 3, updatedAt: '2026-11-28T09:00:00.000Z' },
    {
      uuid: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
      name: 'Comanda de luni',
      isDefault: false,
      location: null,
      lineCount: 0,
      updatedAt: '2026-11-28T09:00:00.000Z',
    },
  ],
};

const seller = (name: string, slug: string, uuid: string) => ({ uuid, name, slug });
const coffee = seller('Cafea Bună Distribuție SRL', 'cafea-buna-distributie-srl', '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
const wine = seller('Băuturi Carpați SRL', 'bauturi-carpati-srl', '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e');

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  uuid: '0d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a',
  product: '1e2f3a4b-5c6d-4e7f-8a8b-9c0d1e2f3a4b',
  name: 'Cafea boabe Arabica 1 kg',
  seller: coffee,
  unit: 'kg',
  quantity: 2,
  note: '',
  state: 'AVAILABLE',
  seen: { net: 100, gross: 121 },
  current: { net: 100, gross: 121 },
  seenAt: '2026-11-20T08:00:00.000Z',
  addedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** "Favorite" with a price that went up, a seller gone quiet and a product deleted. */
export const changedList: components['schemas']['OrderList'] = {
  uuid: favoriteUuid,
  name: 'Favorite',
  isDefault: true,
  location: null,
  updatedAt: '2026-11-28T09:00:00.000Z',
  lines: [
    line({ current: { net: 110, gross: 133.1 }, priceChange: { net: 10, gross: 12.1 }, note: 'Boabe pentru espressor' }),
    line({
      uuid: '2f3a4b5c-6d7e-4f8a-9b9c-0d1e2f3a4b5c',
      product: '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d',
      name: 'Vin roșu Fetească Neagră 0,75 l',
      seller: wine,
      unit: 'sticla',
      quantity: 12,
      state: 'SELLER_INACTIVE',
      seen: { net: 20, gross: 24.2 },
      current: { net: 20, gross: 24.2 },
    }),
    line({
      uuid: '4b5c6d7e-8f9a-4b0c-9d1e-2f3a4b5c6d7e',
      product: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
      name: 'Ceai verde 100 plicuri',
      quantity: 1,
      state: 'DELETED',
      seen: { net: 30, gross: 32.7 },
      current: undefined,
    }),
  ],
  totals: [
    { seller: wine, lines: 1, sendable: 0, net: 0, gross: 0, minimumOrder: 300, belowMinimum: true },
    { seller: coffee, lines: 2, sendable: 1, net: 220, gross: 266.2, minimumOrder: 150, belowMinimum: false },
  ],
};

export const emptyList: components['schemas']['OrderList'] = {
  uuid: storyLists.lists[1]!.uuid,
  name: 'Comanda de luni',
  isDefault: false,
  location: null,
  updatedAt: '2026-11-28T09:00:00.000Z',
  lines: [],
  totals: [],
};

/** What "Trimite comanda" answers for the changed list: one inquiry, and the lines not sent. */
export const storySending: components['schemas']['OrderSending'] = {
  uuid: '6d7e8f9a-0b1c-4d2e-9f3a-4b5c6d7e8f9a',
  inquiries: [
    {
      uuid: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
      number: 42,
      seller: coffee,
      listName: 'Favorite',
      buyer: {
        company: 'Bistro La Doi Pași SRL',
        identifier: 'RO18547290',
        location: { name: 'Bistro Centru', city: 'Cluj-Napoca', address: 'Str. Memorandumului 1' },
        contact: { name: 'Elena Dumitrescu', email: 'elena@bistro.ro', phone: '0722123456' },
      },
      message: '',
      status: 'NEW',
      answer: '',
      statusChangedAt: '2026-11-29T08:00:00.000Z',
      createdAt: '2026-11-29T08:00:00.000Z',
      lines: [{ product: changedList.lines[0]!.product, name: 'Cafea boabe Arabica 1 kg', unit: 'kg', quantity: 2, net: 110, gross: 133.1, note: '' }],
      net: 220,
      gross: 266.2,
    },
  ],
  skipped: [
    { line: changedList.lines[1]!.uuid, name: 'Vin roșu Fetească Neagră 0,75 l', state: 'SELLER_INACTIVE' },
    { line: changedList.lines[2]!.uuid, name: 'Ceai verde 100 plicuri', state: 'DELETED' },
  ],
};
