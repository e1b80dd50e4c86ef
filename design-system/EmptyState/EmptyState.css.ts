import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const emptyState = style({ textAlign: 'center', color: vars.color.textMuted, padding: vars.space.xl, margin: 0 });
