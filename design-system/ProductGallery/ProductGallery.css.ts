import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus-ring.css';
import { vars } from '../tokens/theme.css';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const thumbnails = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A thumbnail is a button at least as large as a control; the chosen one has a thick border, which forced colours keep. */
export const thumbnail = style({
  inlineSize: '4.5rem',
  padding: vars.space.xs,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, borderWidth: '3px', padding: `calc(${vars.space.xs} - 2px)` },
    '&[data-focus-visible]': focusRing,
  },
});
