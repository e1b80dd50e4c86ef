import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const summary = style({
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.danger}`,
  borderInlineStartWidth: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  selectors: { '&:focus-visible': focusRing, '&:focus': { outline: `${vars.focusRing.width} solid ${vars.color.focus}` } },
});

export const title = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.fontSize.lg, color: vars.color.danger });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const item = style({ color: vars.color.danger });

export const link = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium, selectors: { '&:focus-visible': focusRing } });
