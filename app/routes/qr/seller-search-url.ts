/** The link a seller's QR code encodes: the search filtered by the seller (SPEC §2). */
export function sellerSearchUrl(publicUrl: string, owner: string, sellerName: string): string {
  return `${publicUrl}/search?${new URLSearchParams({ owner, seller: sellerName }).toString()}`;
}
