import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';
import { forcedColors } from '../tokens/forced-colors';

export const range = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text });

/** The histogram: one bar per price band, side by side, the bars' heights the bands' shares of the tallest. */
export const histogram = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  blockSize: `calc(${vars.size.control} * 1.5)`,
});

export const band = style({ flex: '1 1 0', blockSize: '100%', display: 'flex' });

export const bar = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-end',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const fill = style({
  inlineSize: '100%',
  borderRadius: vars.radius.sm,
  // Against the page, a bar keeps the 3:1 a graphic needs (WCAG 1.4.11).
  backgroundColor: vars.color.textMuted,
  '@media': {
    [forcedColors.media]: {
      forcedColorAdjust: 'none',
      backgroundColor: forcedColors.canvasText,
    },
  },
});

/** The two bounds and the button, side by side from a phone up: each bound takes what the button leaves. */
export const bounds = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });

export const bound = style({ flex: '1 1 6rem', minInlineSize: 0 });

/** A native input takes the fields' box; its focus and invalid states are the browser's own attributes. */
export const boundInput = style({
  inlineSize: '100%',
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '0' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

/** The button lines up with the inputs, below their labels. */
export const actions = style({ display: 'flex', gap: vars.space.sm, alignSelf: 'flex-end' });
