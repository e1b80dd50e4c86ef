import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const details = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The browser's own triangle marks it open or closed; the line is as tall as a control, so a finger meets it. */
export const summary = style({
  display: 'list-item',
  minBlockSize: '1.5rem',
  paddingBlock: vars.space.xs,
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const list = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg, color: vars.color.text, overflowWrap: 'anywhere' });
