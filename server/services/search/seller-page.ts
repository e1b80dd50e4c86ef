import type { Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/search';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { companyView } from '../company-register/company-view';
import type { RequestOf } from '../handlers';
import type { SearchEngine } from './lifecycle/search-engine';

export type SellerPage = components['schemas']['SellerPage'];

/**
 * The seller whose page `/seller/{slug}` is, as buyers see them (issue #49, decision 047), or
 * undefined for an unknown address or a seller whose products are not shown: one read of the
 * seller. With the search index, when their shown catalogue last changed, read from it: the
 * database's plan for that (the newest of the owner's products) could walk every newer product
 * of other sellers first.
 */
export async function findSellerPage(db: Kysely<DatabaseSchema>, slug: string, engine?: SearchEngine): Promise<SellerPage | undefined> {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.uuid',
      'u.slug',
      'u.seller_name',
      'u.seller_identifier',
      'u.phone',
      'u.email',
      'u.company_state',
      'u.company_checked_at',
      'u.company_record',
      'u.delivery_terms',
    ])
    .where('u.slug', '=', slug.toLowerCase())
    .where('u.lists_products', '=', true)
    .executeTakeFirst();
  if (!row?.slug) return undefined;
  return {
    uuid: row.uuid,
    slug: row.slug,
    name: row.seller_name,
    fiscalCode: row.seller_identifier,
    phone: row.phone,
    email: row.email,
    company: companyView(row),
    ...(row.delivery_terms ? { deliveryTerms: row.delivery_terms } : {}),
    ...catalogueChange(engine, row.uuid),
  };
}

/** The seller's last catalogue change as the page says it, when the index is loaded and they have a shown product. */
function catalogueChange(engine: SearchEngine | undefined, owner: string): Pick<SellerPage, 'catalogueUpdatedAt'> {
  const changed = engine?.ready() ? engine.current.lastChangeOf(owner) : undefined;
  return changed === undefined ? {} : { catalogueUpdatedAt: new Date(changed).toISOString() };
}

/** `GET /api/seller/{slug}`: the seller's page data, or 404. */
export async function getSellerPage(request: RequestOf<operations, 'getSellerPage'>, db: Kysely<DatabaseSchema>, engine: SearchEngine): Promise<SellerPage> {
  const page = await findSellerPage(db, request.params.slug, engine);
  if (!page) throw new HttpProblem(404, 'NOT_FOUND', { detail: 'Comerciantul nu există sau nu are produse afișate.' });
  return page;
}
