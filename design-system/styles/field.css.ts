import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/** Shared by every form field: the label above, the control, the description and the error below. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

/** The box of every text-like control and of the select's trigger. */
export const controlBox = style({
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
});

export const control = style([
  controlBox,
  {
    selectors: {
      '&[data-focused]': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '0' },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
    },
  },
]);

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
