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
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '0.15em' },
    '&[data-focus-visible]': focusRing,
  },
});
