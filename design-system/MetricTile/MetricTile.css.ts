import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const tile = style({
  padding: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});
export const tileLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tileValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
