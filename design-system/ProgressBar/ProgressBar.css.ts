import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const bar = style({
  blockSize: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  border: `${vars.size.border} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({ blockSize: '100%', backgroundColor: vars.color.brand });
