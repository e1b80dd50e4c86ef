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
  brand: { label: 'Marca', fact: 'Marca' },
  gtin: { label: 'Cod de bare (GTIN / EAN)', fact: 'Cod de bare' },
  unitCode: { label: 'Unitate de vânzare', fact: 'Unitate de vânzare' },
  content: { label: 'Conținut per unitate', fact: 'Conținut' },
  vatRate: { label: 'Cota TVA', fact: 'Cota TVA' },
  minimumOrder: { label: 'Comandă minimă (unități)', fact: 'Comandă minimă' },
} as const;

/** The new fields' messages (issue #48), for the form, the API and a CSV's cells alike. */
export const fieldMessages = {
  brand: 'Marca poate avea cel mult 60 de caractere, pe un singur rând.',
  gtinLength: 'Codul de bare are 8, 12, 13 sau 14 cifre (spațiile și cratimele nu contează).',
  gtinCheckDigit: 'Cifra de control a codului de bare nu se potrivește: verifică fiecare cifră.',
  unitCode: 'Alege o unitate de vânzare din listă (de exemplu bucată, kg, litru, bax).',
  content: 'Conținutul se scrie ca „6 x 1 l”, „10 kg” sau „500 g”: o cantitate mai mare decât 0 și o unitate (g, kg, ml, l sau buc).',
  vatRate: (rates: readonly number[]) => `Cota de TVA trebuie să fie una în vigoare: ${rates.map((rate) => `${rate} %`).join(', ')}.`,
  minimumOrder: 'Comanda minimă trebuie să fie un număr mai mare decât 0.',
} as const;

export const csvMessages = {
  nameRequired: 'Numele produsului este obligatoriu.',
  nameTooLong: 'Numele poate avea cel mult 100 de caractere.',
  priceRequired: 'Prețul este obligatoriu.',
  priceNumeric: 'Prețul trebuie să fie un număr (de exemplu 12,50).',
  yesNo: 'Valoarea trebuie să fie da, nu, true sau false.',
  phoneRequired: 'Telefonul este obligatoriu.',
} as const;
