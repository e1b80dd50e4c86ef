import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
