import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus-ring.css';
import { vars } from '../tokens/theme.css';

export const manager = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, border: 0, padding: 0, margin: 0, minInlineSize: 0 });

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0, marginBlockEnd: vars.space.sm });

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.focusRing.width} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });

/** A photo's row: its thumbnail beside its fields and buttons, which wrap under it on a phone. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, outline: `${vars.focusRing.width} solid ${vars.color.brand}` },
    '&[data-dragging]': { opacity: 0.5 },
  },
});

/** A stored photo's thumbnail, which a pointer picks up to move the photo. */
export const dragHandle = style({ cursor: 'grab' });

export const preview = style({
  inlineSize: '5rem',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const name = style({ margin: 0, overflowWrap: 'anywhere' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
