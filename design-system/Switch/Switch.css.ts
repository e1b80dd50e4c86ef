import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const switchRoot = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer', color: vars.color.text });

export const track = style({
  width: `calc(${vars.size.icon} * 2)`,
  height: vars.size.icon,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
  position: 'relative',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.brand },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  width: `calc(${vars.size.icon} - 2 * ${vars.space.xs})`,
  height: `calc(${vars.size.icon} - 2 * ${vars.space.xs})`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: `translateX(${vars.size.icon})` } },
});
