import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg}`,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The links wrap onto more lines where the screen is narrow (a 320 px phone holds two or three a line). */
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, minInlineSize: 0 });
