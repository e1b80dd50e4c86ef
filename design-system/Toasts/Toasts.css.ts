import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { plainFocusRing } from '../styles/focus-ring.css';

export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: 20,
  maxWidth: '24rem',
});

/** Each live region stays in the page, empty or not: a region that appears with its text is not reliably read. */
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  borderInlineStart: `${vars.space.xs} solid currentColor`,
  backgroundColor: vars.color.surface,
});

export const success = style({ color: vars.color.success });
export const error = style({ color: vars.color.danger });

export const close = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': plainFocusRing },
});
