import { withCompanyCheckDigit } from '../../openapi/domain/company-code';
import type { Database } from '../db/database';

/** The valid fiscal code of the `index`th bulk seller: 1000 + index with its check digit. */
export const bulkSellerCode = (index: number): string => withCompanyCheckDigit(String(1000 + index));

/**
 * Active sellers written straight to the database, as many as a register check needs and more
 * than registering each through the API could make in a test: `${prefix}${index}`, with valid codes.
 */
export async function insertSellers(database: Database, count: number, prefix: string): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
      const index = start + offset;
      const phone = `0788${String(index).padStart(6, '0')}`;
      return {
        username: `${prefix}${index}`,
        email: `${prefix}${index}@horeca.test`,
        phone,
        phone_key: phone,
        first_name: 'Test',
        last_name: 'Vânzător',
        seller_name: `${prefix} ${index} SRL`,
        seller_identifier: `RO${bulkSellerCode(index)}`,
        password_hash: 'unusable',
        role: 'SELLER_HORECA' as const,
        is_verified: true,
        created_at: new Date(),
        updated_at: new Date(),
      };
    });
    await database.db.insertInto('users').values(rows).execute();
  }
}
