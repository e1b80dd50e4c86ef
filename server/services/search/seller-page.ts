import type { Kysely } from 'kysely';
import type { components, operations } from '../../../openapi/generated/search';
import type { DatabaseSchema } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { companyView } from '../company-register/company-view';
import type { RequestOf } from '../handlers';

export type SellerPage = components['schemas']['SellerPage'];

/**
 * The seller whose page `/seller/{slug}` is, as buyers see them (issue #49, decision 047), or
 * undefined for an unknown address or a seller whose products are not shown. One read: the
 * seller, and their shown products' last change from the owner's index.
 */
export async function findSellerPage(db: Kysely<DatabaseSchema>, slug: string): Promise<SellerPage | undefined> {
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
      (eb) =>
        eb
          .selectFrom('products as p')
          .select((inner) => inner.fn.max('p.updated_at').as('changed'))
          .whereRef('p.owner_uuid', '=', 'u.uuid')
          .where('p.is_enabled', '=', true)
          .as('catalogue_changed'),
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
    ...(row.catalogue_changed ? { catalogueUpdatedAt: new Date(row.catalogue_changed).toISOString() } : {}),
  };
}

/** `GET /api/seller/{slug}`: the seller's page data, or 404. */
export async function getSellerPage(request: RequestOf<operations, 'getSellerPage'>, db: Kysely<DatabaseSchema>): Promise<SellerPage> {
  const page = await findSellerPage(db, request.params.slug);
  if (!page) throw new HttpProblem(404, 'NOT_FOUND', { detail: 'Comerciantul nu există sau nu are produse afișate.' });
  return page;
}
