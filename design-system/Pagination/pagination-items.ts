/**
 * The page numbers to show: the first, the last, up to 3 neighbours each side of the current
 * page, and `'…'` where pages are skipped (docs/product.md §2, §9).
 */
export function paginationItems(current: number, total: number, neighbours = 3): (number | '…')[] {
  if (total <= 0) return [];
  const pages = new Set([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | '…')[] = [];
  for (const [index, page] of sorted.entries()) {
    if (index > 0 && page - (sorted[index - 1] as number) > 1) items.push('…');
    items.push(page);
  }
  return items;
}
