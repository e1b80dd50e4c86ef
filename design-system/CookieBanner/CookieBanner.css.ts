import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/**
 * A band in the page's flow, above the navigation: it pushes the page down rather than
 * covering it, so nothing under it, focused or not, is ever hidden (WCAG 2.2 SC 2.4.11).
 */
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceMuted,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const text = style({ margin: 0, flex: '1 1 20rem' });

export const choicesRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
