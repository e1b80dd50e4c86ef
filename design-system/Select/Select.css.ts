import { style } from '@vanilla-extract/css';
import { controlBox } from '../styles/field.css';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const trigger = style([
  controlBox,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minWidth: '12rem',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const listBox = style({ outline: 'none', padding: vars.space.xs });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold, color: vars.color.brand },
  },
});

/** A choice's count, after its label: "(124)". */
export const optionCount = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

/** A choice that would show nothing: muted and struck through, and still selectable. */
export const emptyOption = style({ color: vars.color.textMuted, textDecorationLine: 'line-through' });
