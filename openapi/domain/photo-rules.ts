/** A product's photos' limits (docs/product.md §7, decision 034), the server's and the screens' alike. */
export const maxPhotosPerProduct = 8;
export const maxPhotoBytes = 10 * 1024 * 1024;
/** The image types a photo may be; the server judges the bytes, whatever type is declared. */
export const photoImageTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
