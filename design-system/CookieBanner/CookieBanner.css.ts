import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  zIndex: 15,
});
