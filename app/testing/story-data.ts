import type { components as Auth } from '../../openapi/generated/auth';
import type { components as Search } from '../../openapi/generated/search';
import type { RuntimeConfig } from '../../openapi/runtime-config';

export const storyConfig: RuntimeConfig = {
  services: { auth: '/svc/auth', product: '/svc/product', search: '/svc/search' },
  captcha: { mode: 'local' },
  siteName: 'Catalog HoReCa',
  publicUrl: 'https://catalog.example.ro',
  version: '0.0.21-p',
  contactEmail: 'contact@catalog.example.ro',
};

const names = ['Cafea boabe espresso 1 kg', 'Zahăr plic 5 g (1000 buc)', 'Apă minerală 0,5 l', 'Ulei de măsline 5 l', 'Făină albă 000', 'Orez basmati 5 kg'];
const cities = ['București', 'Cluj-Napoca', 'Iași', 'Brașov', 'Timișoara', 'Constanța'];
/** What each name's unit of sale holds, its brand and its TVA rate (issue #48). */
const packs: Pick<Search['schemas']['Product'], 'content' | 'brand' | 'vatRate'>[] = [
  { content: { count: 1, amount: 1, unit: 'KGM' }, brand: 'Lavazza', vatRate: 11 },
  { content: { count: 1000, amount: 5, unit: 'GRM' }, brand: 'Mărgăritar', vatRate: 11 },
  { content: { count: 12, amount: 0.5, unit: 'LTR' }, brand: 'Borsec', vatRate: 21 },
  { content: { count: 1, amount: 5, unit: 'LTR' }, brand: 'Costa d’Oro', vatRate: 11 },
  { vatRate: 11 },
  { content: { count: 1, amount: 5, unit: 'KGM' } },
];

/** A product as the search and product services return it. */
export function storyProduct(index: number): Search['schemas']['Product'] {
  return {
    uuid: `3f2b8c1e-4d5a-4b6c-8d7e-${String(index).padStart(12, '0')}`,
    name: `${names[index % names.length]}${index >= names.length ? ` – lot ${index}` : ''}`,
    description: 'Pentru restaurante și hoteluri, livrare în 48 de ore.',
    price: 12.5 + index * 7,
    vatIncluded: index % 2 === 0,
    inStock: index % 3 !== 0,
    negotiable: index % 4 === 0,
    isDeliverable: index % 2 === 1,
    sellType: 'la bucata',
    packageType: 'Bax 6 buc',
    city: cities[index % cities.length] ?? 'București',
    phone: '0722123456',
    isEnabled: index % 5 !== 4,
    seller: 'Cafea Bună Distribuție SRL',
    owner: '9d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
    updatedAt: new Date(Date.UTC(2025, 3, 18, 9, 30, index)).toISOString(),
    ...packs[index % packs.length],
  };
}

export const storyProducts = (count: number, from = 0) => Array.from({ length: count }, (_, index) => storyProduct(from + index));

export function storyProfile(username: string, admin = false, overrides: Partial<Auth['schemas']['Profile']> = {}): Auth['schemas']['Profile'] {
  return {
    uuid: admin ? '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' : '9d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
    username,
    email: `${username}@exemplu.ro`,
    phone: '0722123456',
    firstName: 'Ana',
    lastName: 'Pop',
    sellerName: admin ? 'Catalog HoReCa' : 'Cafea Bună Distribuție SRL',
    sellerIdentifier: 'RO31245671',
    description: '',
    isVerified: true,
    isEnabled: true,
    roles: [{ name: admin ? 'ADMIN_HORECA' : 'SELLER_HORECA' }],
    ...overrides,
  };
}
