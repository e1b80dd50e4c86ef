import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { plainFocusRing } from '../styles/focus-ring.css';

export const row = style({ position: 'relative', display: 'flex' });

globalStyle(`${row} > input`, { flex: 1, paddingInlineEnd: vars.size.control });

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  insetBlock: vars.space.xs,
  width: `calc(${vars.size.control} - 2 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '[data-empty] &': { display: 'none' },
    '&[data-focus-visible]': plainFocusRing,
  },
});
