import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../tokens/theme.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
});

/** The logo with the version label: stacked on a phone, so the menu button fits beside them. */
export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [breakpoints.md]: { flexDirection: 'row', alignItems: 'baseline', gap: vars.space.md } },
});

export const logo = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, color: vars.color.brand, textDecoration: 'none' });

export const menuToggle = style({ marginInlineStart: 'auto', '@media': { [breakpoints.md]: { display: 'none' } } });

export const links = style({
  display: 'none',
  flexBasis: '100%',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[data-open]': { display: 'flex' } },
  '@media': { [breakpoints.md]: { display: 'flex', flexDirection: 'row', flexBasis: 'auto', alignItems: 'center', marginInlineStart: 'auto' } },
});

export const adminLink = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const version = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
