import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flex: 1, width: '100%', maxWidth: '72rem', marginInline: 'auto', padding: vars.space.lg, outline: 'none' });

/** A page's heading takes focus after a navigation to be announced; it is not a control, so it shows no ring. */
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: `calc(-1 * ${vars.size.control} * 2)`,
  padding: vars.space.sm,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { insetBlockStart: vars.space.sm } },
});
