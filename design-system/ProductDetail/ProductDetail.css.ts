import { style } from '@vanilla-extract/css';

export const detailPage = style({ maxWidth: '48rem', marginInline: 'auto' });
