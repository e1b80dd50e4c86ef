/** A valid product body, as the API takes it; override what a test, a journey or a bench is about. */
export function productInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Cafea boabe Arabica 1 kg',
    description: 'Cafea prăjită mediu, ideală pentru espresso.',
    price: 89.9,
    vatIncluded: true,
    inStock: true,
    negotiable: false,
    isDeliverable: true,
    sellType: 'kg',
    packageType: 'Pungă',
    city: 'București',
    phone: '0721000111',
    isEnabled: true,
    ...overrides,
  };
}
