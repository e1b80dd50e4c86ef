import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';
import { forcedColors } from '../tokens/forced-colors';
import { toggleRoot } from '../styles/toggle-root.css';

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const radio = style([toggleRoot, { minHeight: '44px' }]);

/** The round mark: a ring, filled at its centre when chosen. */
export const dot = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: '50%',
  border: `${vars.size.border} solid ${vars.color.border}`,
  boxSizing: 'border-box',
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand, borderWidth: '6px' },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
  // Forced colours: the ring keeps the text's colour, the chosen one the system's highlight.
  '@media': {
    [forcedColors.media]: {
      forcedColorAdjust: 'none',
      borderColor: forcedColors.canvasText,
      selectors: { [`${radio}[data-selected] &`]: { borderColor: forcedColors.highlight } },
    },
  },
});
