import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  rowGap: vars.space.sm,
  columnGap: vars.space.xl,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.md,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
