import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from './focus-ring.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
});

// A long unbroken name (a generated user name, an e-mail) wraps instead of widening the card past a phone's screen.
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

/** What the leading price is ('cu TVA'), beside it in the body's size. */
export const priceBasis = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.regular });

/** The price per kilogram, litre or piece: what buyers compare, so it is not muted. */
export const unitPrice = style({ fontWeight: vars.fontWeight.medium, margin: 0 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0 });

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.sm });

/** A card's photo: after its name in the reading order, above it on the screen. */
export const media = style({ order: -1 });

// No taller than 14rem, so a card keeps its facts near its photo on a wide screen (the photo is shown whole inside).
globalStyle(`${media} > *`, { maxBlockSize: '14rem' });
