import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const group = style({ display: 'flex', gap: vars.space.xs, alignItems: 'stretch' });

/** The input takes what the toggle leaves, so the field is as wide as any other field. */
export const input = style({ flex: 1, minWidth: 0 });

export const toggle = style({
  paddingInline: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});
