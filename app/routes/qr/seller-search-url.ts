/** The link a seller's QR code encodes: the search filtered by the seller (docs/product.md §2). */
export function sellerSearchUrl(publicUrl: string, owner: string, sellerName: string): string {
  return `${publicUrl}/search?${new URLSearchParams({ owner, seller: sellerName }).toString()}`;
}
