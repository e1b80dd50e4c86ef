import { style } from '@vanilla-extract/css';
import { control } from '../styles/field.css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

/** The field and its button, side by side, the button inside the field's edge. */
export const comboRow = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });

export const comboInput = style([control, { flex: 1, minWidth: 0 }]);

export const comboToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceMuted },
  },
});
