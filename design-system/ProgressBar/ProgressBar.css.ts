import { keyframes, style } from '@vanilla-extract/css';
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

const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/** Work of unknown size: a band sweeps across; with reduced motion it stands still, half full. */
export const sweepingFill = style({
  blockSize: '100%',
  inlineSize: '40%',
  backgroundColor: vars.color.brand,
  animation: `${sweep} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '50%' } },
});
