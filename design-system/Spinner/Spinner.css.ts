import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted });

export const ring = style({
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.pill,
  border: `${vars.focusRing.width} solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
});
