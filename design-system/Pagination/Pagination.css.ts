import { style } from '@vanilla-extract/css';
import { forcedColors } from '../tokens/forced-colors';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const nav = style({ display: 'flex', justifyContent: 'center' });

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]:not([data-disabled]):not([aria-current])': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.brand },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': { [forcedColors.media]: { selectors: { '&[data-disabled]': { color: forcedColors.grayText, borderColor: forcedColors.grayText } } } },
});

/** The current page; in forced colours it keeps the system's highlight, which a background alone would lose. */
export const current = style({
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  borderColor: vars.color.brand,
  '@media': {
    [forcedColors.media]: {
      forcedColorAdjust: 'none',
      backgroundColor: forcedColors.highlight,
      color: forcedColors.highlightText,
      borderColor: forcedColors.highlight,
    },
  },
});
