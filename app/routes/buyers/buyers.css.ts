import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const layoutGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

export const listNav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 18rem)' } },
});

export const lineEdit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const lineButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** Left out of the printed list: the forms, buttons and menus. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

// Printed, a list is its lines and totals: the site's header, menus and footer stay on screen.
globalStyle('header, footer, nav', { '@media': { print: { display: 'none' } } });
