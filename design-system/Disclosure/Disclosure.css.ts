import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const disclosure = style({
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});

export const count = style({ marginInlineStart: 'auto', color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

/** Padded only while open: a closed panel keeps its box (`hidden="until-found"`, so the browser's find can open it). */
export const panel = style({ overflowWrap: 'anywhere', selectors: { '[data-expanded] > &': { padding: `0 ${vars.space.md} ${vars.space.md}` } } });
