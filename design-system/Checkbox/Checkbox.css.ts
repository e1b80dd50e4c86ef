import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const checkbox = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer', color: vars.color.text });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  selectors: {
    [`${checkbox}[data-selected] &`]: { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
