import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** A statement's facts: a term over its text on a phone, beside it from a tablet up. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: 'minmax(8rem, 14rem) 1fr' } },
});
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${facts} dd`, { margin: 0 });

/** One decision, queue item or complaint: a framed card in the list. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The log: a table that scrolls sideways on a phone rather than spilling out of the page. */
export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0 });
export const table = style({ borderCollapse: 'collapse', width: '100%' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});
