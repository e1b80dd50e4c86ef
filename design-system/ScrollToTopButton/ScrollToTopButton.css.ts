import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const scrollButton = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.xxl,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.pill,
  border: 'none',
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.lg,
  boxShadow: vars.shadow.overlay,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});
