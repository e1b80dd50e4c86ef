import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/** Read by screen readers only: the words a repeated or icon-only control needs to say what it is for. */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.border,
  height: vars.size.border,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
