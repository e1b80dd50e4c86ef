import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

/** A link in running text: the brand colour and an underline, so it never relies on colour alone. */
export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  // Only where a pointer truly hovers: a tap on a touch screen would leave the link looking hovered.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { textDecorationThickness: '0.15em' } } } },
});
