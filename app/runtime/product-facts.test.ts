import { describe, expect, it } from 'vitest';
import { productFacts } from './product-facts';

const product = {
  name: 'Cafea boabe 1 kg',
  description: 'Prăjită mediu.',
  price: 89,
  vatIncluded: true,
  inStock: true,
  negotiable: true,
  isDeliverable: false,
  sellType: 'kg',
  packageType: 'Pungă',
  city: 'București',
  phone: '0722 101 101',
  isEnabled: true,
};

describe("a product's facts, from its field list", () => {
  it('lists the first specification’s four in its order; Livrabil reads the deliverable flag, the phone is a tel: link', () => {
    expect(productFacts(product)).toEqual([
      { term: 'Unitate masura', text: 'kg' },
      { term: 'Mod ambalare', text: 'Pungă' },
      { term: 'Livrabil', text: 'Nu' },
      { term: 'Telefon', text: '0722 101 101', href: 'tel:0722101101' },
    ]);
  });

  it('leaves out a field the product does not have', () => {
    const { packageType: _packageType, ...without } = product;
    expect(productFacts(without).map((fact) => fact.term)).toEqual(['Unitate masura', 'Livrabil', 'Telefon']);
  });
});
