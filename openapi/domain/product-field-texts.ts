/**
 * What people read of each product field (decision 044): its label in the product form, its
 * term on a card and a product page (docs/product.md §2 keeps the first specification's spelling
 * there), and its CSV messages.
 */
export const productFieldTexts = {
  name: { label: 'Nume' },
  description: { label: 'Descriere' },
  price: { label: 'Preț (RON)' },
  vatIncluded: { label: 'TVA inclus' },
  inStock: { label: 'În stoc' },
  negotiable: { label: 'Negociabil' },
  isDeliverable: { label: 'Livrabil', fact: 'Livrabil' },
  sellType: { label: 'Unitate de măsură', fact: 'Unitate masura' },
  packageType: { label: 'Mod ambalare', fact: 'Mod ambalare' },
  city: { label: 'Oraș' },
  phone: { label: 'Telefon', fact: 'Telefon' },
  isEnabled: { label: 'Activ (vizibil în căutare)' },
} as const;

export const csvMessages = {
  nameRequired: 'Numele produsului este obligatoriu.',
  nameTooLong: 'Numele poate avea cel mult 100 de caractere.',
  priceRequired: 'Prețul este obligatoriu.',
  priceNumeric: 'Prețul trebuie să fie un număr (de exemplu 12,50).',
  yesNo: 'Valoarea trebuie să fie da, nu, true sau false.',
  phoneRequired: 'Telefonul este obligatoriu.',
} as const;
