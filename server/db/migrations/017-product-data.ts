import { sql, type Kysely } from 'kysely';

/**
 * The product data buyers compare by (issue #48, decision 044), every column optional so every
 * existing row, call and CSV keeps working: the brand, the barcode (GTIN, 14 digits), the unit
 * of sale (a UN/ECE Recommendation 20 code), what a unit holds (count, amount, unit, as JSON),
 * the TVA rate and the minimum order. The unit of sale is filled in from the free-text
 * `sell_type` where its word names one (the list below, as it stood when this ran).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE products
      ADD COLUMN brand text,
      ADD COLUMN gtin text,
      ADD COLUMN unit_code text,
      ADD COLUMN content jsonb,
      ADD COLUMN vat_rate integer,
      ADD COLUMN minimum_order numeric(14, 3)
  `.execute(db);
  await sql`
    UPDATE products SET unit_code = CASE lower(btrim(sell_type))
      WHEN 'la bucata' THEN 'H87' WHEN 'bucata' THEN 'H87' WHEN 'buc' THEN 'H87' WHEN 'bucati' THEN 'H87' WHEN 'bucată' THEN 'H87'
      WHEN 'set' THEN 'SET'
      WHEN 'kg' THEN 'KGM' WHEN 'kilogram' THEN 'KGM'
      WHEN 'g' THEN 'GRM' WHEN 'gram' THEN 'GRM'
      WHEN 'litru' THEN 'LTR' WHEN 'l' THEN 'LTR' WHEN 'litri' THEN 'LTR'
      WHEN 'ml' THEN 'MLT'
      WHEN 'bax' THEN 'XBX' WHEN 'cutie' THEN 'XBX' WHEN 'lada' THEN 'XBX'
      WHEN 'pachet' THEN 'XPK'
      WHEN 'sac' THEN 'XBG'
      WHEN 'rola' THEN 'XRO' WHEN 'rolă' THEN 'XRO'
      WHEN 'sticla' THEN 'XBO' WHEN 'sticlă' THEN 'XBO'
      WHEN 'palet' THEN 'XPL'
    END
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE products
      DROP COLUMN brand, DROP COLUMN gtin, DROP COLUMN unit_code, DROP COLUMN content, DROP COLUMN vat_rate, DROP COLUMN minimum_order
  `.execute(db);
}
