import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const zoneList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
