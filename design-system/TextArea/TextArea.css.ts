import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const area = style({ paddingBlock: vars.space.sm, resize: 'vertical', lineHeight: vars.lineHeight.normal });
