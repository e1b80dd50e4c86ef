import { style } from '@vanilla-extract/css';

export const detailPage = style({ maxWidth: '48rem', marginInline: 'auto' });

/** The photos take the page's column up to 32rem, so the price stays near the first view on a laptop. */
export const galleryColumn = style({ maxWidth: '32rem' });
