import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const list = style({
  height: '70vh',
  overflow: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.color.focus}` } },
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
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
});

export const loader = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' });
