import { cities } from '../openapi/domain/cities';
import { demoSellers } from '../server/demo/demo-catalogue';

/** `count` bulk-import rows built from the demo catalogue's product lines, varied but repeatable. */
export function generatedRows(count: number, label = '') {
  const lines = demoSellers.flatMap((seller) => seller.items.map((item) => ({ item, variants: seller.variants, phone: seller.phone })));
  return Array.from({ length: count }, (_, index) => {
    const { item, variants, phone } = lines[index % lines.length]!;
    const [name, description, sellType, packageType, minPrice, maxPrice] = item;
    const variant = variants[Math.floor(index / lines.length) % variants.length];
    return {
      name: `${name} – ${variant} ${label}${index}`.trim(),
      description,
      price: Math.round((minPrice + ((index * 7919) % 1000) / 1000 * (maxPrice - minPrice)) * 100) / 100,
      vatIncluded: index % 4 !== 0,
      sellType,
      packageType,
      phone,
      city: cities[(index + Math.floor(index / lines.length) * 7) % cities.length] as string,
      deliverable: index % 3 !== 0,
      negotiable: index % 5 === 0,
      inStock: index % 7 !== 0,
      enabled: index % 50 !== 0,
    };
  });
}
