import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/** The table scrolls inside its own box on a phone, never the page. */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });

export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, paddingBlockEnd: vars.space.sm });

export const cell = style({
  padding: vars.space.sm,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const number = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const below = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium, margin: 0 });
