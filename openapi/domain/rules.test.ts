import { describe, expect, it } from 'vitest';
import { companyCodeMessages, companyCodeProblem, withCompanyCheckDigit } from './company-code';
import { adminUserEditSchema, passwordChangeSchema, registrationSchema } from './account-rules';
import { citySchema, emailSchema, passwordSchema, phoneKey, phoneSchema, usernameSchema } from './field-rules';
import { ruleMessages } from './rule-messages';
import { productSchema } from './product-rules';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('username (4 to 40 letters and digits)', () => {
  it.each([
    ['abc', ruleMessages.usernameMin],
    ['abcd', undefined],
    ['a'.repeat(40), undefined],
    ['a'.repeat(41), ruleMessages.usernameMax],
    ['ana_pop', ruleMessages.usernameChars],
    ['  ana1  ', undefined],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(usernameSchema.safeParse(value))).toBe(message);
  });

  it('is trimmed', () => {
    expect(usernameSchema.parse('  ana1  ')).toBe('ana1');
  });
});

describe('phone (07 and 8 digits, optionally +4 first)', () => {
  it.each([
    ['0712345678', true],
    ['+40712345678', true],
    ['0712 345 678', true],
    ['071234567', false],
    ['07123456789', false],
    ['0612345678', false],
    ['+0712345678', false],
    ['40712345678', false],
  ])('%j valid: %s', (value, valid) => {
    const result = phoneSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(firstMessage(result)).toBe('Telefon invalid. Format: +407xxxxxxxx');
  });

  it('treats +4 and the bare number as the same phone', () => {
    expect(phoneKey('+40712345678')).toBe(phoneKey('0712 345 678'));
  });
});

describe('password (8+ with a letter, a digit and a special character)', () => {
  it.each([
    ['Parola!1', true],
    ['parola!1', true],
    ['Parol!1', false],
    ['Parolaaa1', false],
    ['Parola!!', false],
    ['12345678!', false],
    ['', false],
  ])('%j valid: %s', (value, valid) => {
    expect(passwordSchema.safeParse(value).success).toBe(valid);
  });

  it('says what the rule is', () => {
    expect(firstMessage(passwordSchema.safeParse('abc'))).toBe(ruleMessages.password);
  });
});

describe('email', () => {
  it('accepts an address and rejects text', () => {
    expect(emailSchema.safeParse('ana@horeca.ro').success).toBe(true);
    expect(firstMessage(emailSchema.safeParse('ana@'))).toBe('Email invalid.');
  });
});

const registration = {
  username: 'ana2024',
  email: 'ana@horeca.ro',
  phone: '0712345678',
  firstName: 'Ana',
  lastName: 'Pop',
  sellerName: 'Cafea Bună SRL',
  sellerIdentifier: 'RO12345674',
  description: '',
  password: 'Parola!1',
  confirmPassword: 'Parola!1',
  acceptTerms: true,
};

describe('registration', () => {
  it('accepts a complete form', () => {
    expect(registrationSchema.safeParse(registration).success).toBe(true);
  });

  it('reports mismatched passwords on the confirmation field', () => {
    const result = registrationSchema.safeParse({ ...registration, confirmPassword: 'Parola!2' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: 'Parolele nu coincid.' })]);
  });

  it('requires the names, seller and terms', () => {
    const result = registrationSchema.safeParse({ ...registration, firstName: ' ', sellerIdentifier: '', acceptTerms: false });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['acceptTerms', 'firstName', 'sellerIdentifier']);
  });
});

describe("a seller's fiscal code (CUI, issue #49)", () => {
  it.each(['RO14399840', '14399840', 'ro 18547290', '18547290', 'RO 1234567 4'])('takes %s: its check digit is right, RO and spaces aside', (code) => {
    expect(companyCodeProblem(code)).toBeUndefined();
  });

  it.each(['RO14399841', '18547291', 'RO12345678'])('refuses %s: its last digit is not the one the others call for', (code) => {
    expect(companyCodeProblem(code)).toBe(companyCodeMessages.checkDigit);
  });

  it.each(['', 'RO', '1', '12345678901', 'RO12A45', 'DE123456789'])('refuses %j: not 2 to 10 digits', (code) => {
    expect(companyCodeProblem(code)).toBe(companyCodeMessages.form);
  });

  it('makes a valid code of any digits, as the demo and the tests do', () => {
    expect(withCompanyCheckDigit('1439984')).toBe('14399840');
    expect(companyCodeProblem(withCompanyCheckDigit('1001'))).toBeUndefined();
  });

  it('is checked by the registration form, with the message on its field', () => {
    const result = registrationSchema.safeParse({ ...registration, sellerIdentifier: 'RO14399841' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['sellerIdentifier'], message: companyCodeMessages.checkDigit })]);
  });
});

describe('admin user edit', () => {
  const edit = { ...registration, password: '' };

  it('keeps the password when it is left empty', () => {
    expect(adminUserEditSchema.safeParse(edit).success).toBe(true);
  });

  it('checks a new password by the password rule', () => {
    expect(firstMessage(adminUserEditSchema.safeParse({ ...edit, password: 'scurt' }))).toBe(ruleMessages.password);
  });
});

describe('password change', () => {
  it('needs the rule and a matching confirmation', () => {
    expect(passwordChangeSchema.safeParse({ password: 'Parola!1', confirmPassword: 'Parola!1' }).success).toBe(true);
    expect(firstMessage(passwordChangeSchema.safeParse({ password: 'Parola!1', confirmPassword: 'x' }))).toBe('Parolele nu coincid.');
  });
});

describe('product', () => {
  const product = {
    name: 'Cafea boabe 1 kg',
    description: 'Arabica prăjită mediu',
    price: 89.9,
    vatIncluded: true,
    inStock: true,
    negotiable: false,
    isDeliverable: true,
    sellType: 'kg',
    packageType: 'Pungă',
    city: 'constanta',
    phone: '0712345678',
    isEnabled: true,
  };

  it('accepts a valid product and gives the canonical city', () => {
    expect(productSchema.parse(product).city).toBe('Constanța');
  });

  it.each([
    ['name', 'A', ruleMessages.productName],
    ['description', 'x', ruleMessages.productDescription],
    ['price', 0, ruleMessages.price],
    ['sellType', '', 'Trebuie sa specificati o unitate de masura.'],
    ['city', '', 'Orasul trebuie selectat.'],
    ['city', 'Gotham', ruleMessages.cityUnknown],
    ['phone', '123', 'Telefon invalid. Format: +407xxxxxxxx'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage(productSchema.safeParse({ ...product, [field]: value }))).toBe(message);
  });

  it('accepts a city with old cedilla letters', () => {
    expect(citySchema.parse('Bucureşti')).toBe('București');
  });
});
