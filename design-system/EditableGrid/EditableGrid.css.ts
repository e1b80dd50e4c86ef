import { style } from '@vanilla-extract/css';
import { controlBox } from '../styles/field.css';
import { vars } from '../tokens/theme.css';
import { insetFocusRing, plainFocusRing } from '../styles/focus-ring.css';

/**
 * How many CSV columns the grid shows, set on the frame by the component; the row template
 * repeats a column that many times.
 */
export const columnCountProperty = '--editable-grid-columns';
const columnCount = `var(${columnCountProperty})`;

const rowTemplate = {
  display: 'grid',
  gridTemplateColumns: `4.5rem repeat(${columnCount}, minmax(11rem, 1fr)) 11rem`,
  alignItems: 'start',
  columnGap: vars.space.xs,
  paddingInline: vars.space.xs,
} as const;

/** The rows' full width, so the header and the rows line up when the frame scrolls sideways. */
const contentWidth = `calc(4.5rem + ${columnCount} * 11rem + 11rem + (${columnCount} + 3) * ${vars.space.xs})`;

/** Scrolls sideways when the columns are wider than the page; the header scrolls with the rows. */
export const frame = style({
  overflowX: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const header = style([
  rowTemplate,
  {
    minWidth: contentWidth,
    boxSizing: 'border-box',
    paddingBlock: vars.space.xs,
    backgroundColor: vars.color.surfaceMuted,
    fontWeight: vars.fontWeight.bold,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

/** The list scrolls up and down; the virtualizer renders the rows in its view. */
export const list = style({
  maxHeight: '60vh',
  overflowY: 'auto',
  minWidth: contentWidth,
  selectors: { '&[data-focus-visible]': insetFocusRing },
});

const rowBase = {
  ...rowTemplate,
  boxSizing: 'border-box',
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insetFocusRing },
} as const;

export const row = style(rowBase);

export const invalidRow = style([rowBase, { backgroundColor: vars.color.dangerSurface }]);

export const position = style({ paddingBlock: vars.space.xs, fontVariantNumeric: 'tabular-nums' });

export const cell = style({ minWidth: 0 });

export const input = style([
  controlBox,
  {
    boxSizing: 'border-box',
    width: '100%',
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:focus-visible': plainFocusRing,
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const error = style({
  display: 'block',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The header of a column the import ignores: flagged in the danger colour. */
export const ignoredHeader = style({ color: vars.color.danger });

/** A value the import ignores: plain, muted text. */
export const ignoredCell = style({
  minWidth: 0,
  paddingBlock: vars.space.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
