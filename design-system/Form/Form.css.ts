import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '32rem' });
