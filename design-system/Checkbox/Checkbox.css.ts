import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';
import { forcedColors } from '../tokens/forced-colors';
import { toggleRoot } from '../styles/toggle-root.css';

export const checkbox = style([toggleRoot]);

export const box = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  selectors: {
    [`${checkbox}[data-selected] &`]: { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
  // Forced colours drop the filled background: a ticked box keeps the system's highlight.
  '@media': {
    [forcedColors.media]: {
      forcedColorAdjust: 'none',
      borderColor: forcedColors.canvasText,
      color: forcedColors.highlightText,
      selectors: { [`${checkbox}[data-selected] &`]: { backgroundColor: forcedColors.highlight, borderColor: forcedColors.highlight } },
    },
  },
});
