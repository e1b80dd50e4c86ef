import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/**
 * The label of a switch or a checkbox, which holds react-aria's visually hidden input. It is
 * positioned, so the input sits inside it: focusing the input scrolls the control itself into
 * view, in a scrolling dialog too (WCAG 2.4.11).
 */
export const toggleRoot = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
});
