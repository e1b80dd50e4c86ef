import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/**
 * Every photo sits in a 4:3 frame, shown whole on the muted surface: cards line up whatever
 * the photo's shape, and the frame's size is known before the image arrives (no shift).
 */
export const frame = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'contain' });

/** A product without photos: the frame with a plate drawn in its border colour, which forced colours redraw. */
export const placeholder = style([
  frame,
  { display: 'grid', placeItems: 'center', color: vars.color.border, '@media': { '(forced-colors: active)': { color: 'GrayText' } } },
]);

export const placeholderIcon = style({ inlineSize: '30%', blockSize: 'auto', maxInlineSize: '6rem' });
