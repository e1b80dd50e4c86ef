import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const item = style({ lineHeight: vars.lineHeight.tight, paddingBlock: vars.space.xs });
