import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { insetFocusRing, plainFocusRing } from '../styles/focus-ring.css';

export const list = style({
  height: '70vh',
  overflow: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': plainFocusRing },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const loader = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' });
