import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/** Read by screen readers only. */
export const hidden = style({
  position: 'absolute',
  width: vars.size.border,
  height: vars.size.border,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
