import { style, globalStyle } from '@vanilla-extract/css';
import { controlBox } from '../TextField/field.css';
import { vars } from '../tokens/theme.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const scroller = style({
  overflowX: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}` } },
});

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, { padding: vars.space.xs, borderBottom: `${vars.size.border} solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top' });

export const invalidRow = style({ backgroundColor: vars.color.dangerSurface });

export const input = style([
  controlBox,
  {
    minWidth: '8rem',
    width: '100%',
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}` },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const error = style({ display: 'block', color: vars.color.danger, fontSize: vars.fontSize.sm });
