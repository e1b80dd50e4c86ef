import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.focusRing.width} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});
