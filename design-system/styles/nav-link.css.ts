import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from './focus-ring.css';

/** A plain text link of the frame (the nav bar, the zone menu, the footer, the cookie notice); the current page's is underlined. */
export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
