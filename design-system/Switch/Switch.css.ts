import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';
import { forcedColors } from '../tokens/forced-colors';
import { toggleRoot } from '../styles/toggle-root.css';

export const switchRoot = style([toggleRoot]);

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
  // Forced colours drop backgrounds: the track gets an edge, and "on" the system's highlight.
  '@media': {
    [forcedColors.media]: {
      forcedColorAdjust: 'none',
      backgroundColor: forcedColors.canvas,
      border: `${vars.size.border} solid ${forcedColors.canvasText}`,
      selectors: { [`${switchRoot}[data-selected] &`]: { backgroundColor: forcedColors.highlight, borderColor: forcedColors.highlight } },
    },
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
  '@media': {
    [forcedColors.media]: {
      forcedColorAdjust: 'none',
      backgroundColor: forcedColors.canvasText,
      selectors: { [`${switchRoot}[data-selected] &`]: { backgroundColor: forcedColors.highlightText } },
    },
  },
});
