import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const line = style({ margin: 0, overflowWrap: 'anywhere' });

/** A change is a sentence: its badge wraps on a phone rather than run past the screen. */
export const notices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${notices} span`, { whiteSpace: 'normal', overflowWrap: 'anywhere', borderRadius: vars.radius.md });
