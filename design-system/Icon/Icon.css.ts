import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  verticalAlign: '-0.125em',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
