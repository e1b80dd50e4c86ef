import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const panel = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, margin: 0, overflowWrap: 'anywhere' });
export const row = style({ display: 'flex', gap: vars.space.sm });
