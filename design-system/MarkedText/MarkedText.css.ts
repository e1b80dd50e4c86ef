import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { forcedColors } from '../tokens/forced-colors';

/**
 * A marked word: a tinted background and an underline, so the mark does not rest on colour
 * alone; in forced colours the system's highlight pair, which the user's theme keeps readable.
 */
export const mark = style({
  backgroundColor: vars.color.warningSurface,
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationThickness: `calc(${vars.size.border} * 2)`,
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  '@media': {
    [forcedColors.media]: {
      forcedColorAdjust: 'none',
      backgroundColor: forcedColors.highlight,
      color: forcedColors.highlightText,
    },
  },
});
