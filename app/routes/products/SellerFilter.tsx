import { Select } from '../../../design-system';
import { productsTexts } from './products-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useResource } from '../../runtime/use-resource';

const anyone = 'oricine';
/** Enough for the sellers of a national catalogue in one select; beyond it, search by name. */
const maxPages = 20;

/** The administrator's seller filter on product management (docs/product.md §2), defaulting to anyone. */
export function SellerFilter({ value, onChange }: { value: string | undefined; onChange: (owner: string | undefined) => void }) {
  const { clients } = useServices();
  const sellers = useResource(async (signal) => {
    const found: { id: string; label: string }[] = [];
    for (let page = 0; page < maxPages; page += 1) {
      const result = await unwrap(clients.auth.GET('/api/profile', { params: { query: { perPage: 48, page } }, signal }));
      found.push(...result.profiles.map((profile) => ({ id: profile.uuid, label: `${profile.sellerName} (${profile.username})` })));
      if (page + 1 >= result.totalPages) break;
    }
    return found;
  });
  return (
    <Select
      label={productsTexts.seller}
      options={[{ id: anyone, label: productsTexts.anySeller }, ...(sellers.data ?? [])]}
      value={value ?? anyone}
      onChange={(id) => onChange(id === anyone ? undefined : String(id))}
    />
  );
}
