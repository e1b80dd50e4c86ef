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

/** The grid scrolls up and down under its sticky header; a focused cell is never hidden beneath the header. */
export const grid = style({
  maxHeight: '60vh',
  overflowY: 'auto',
  minWidth: contentWidth,
  scrollPaddingBlockStart: `calc(${vars.size.control} + 2 * ${vars.space.xs})`,
});

export const headerGroup = style({ position: 'sticky', insetBlockStart: 0, zIndex: 1 });

export const header = style([
  rowTemplate,
  {
    boxSizing: 'border-box',
    paddingBlock: vars.space.xs,
    backgroundColor: vars.color.surfaceMuted,
    fontWeight: vars.fontWeight.bold,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

/** The rows' container, as tall as every row: each rendered row is placed at its offset. */
export const body = style({ position: 'relative' });

const rowBase = {
  ...rowTemplate,
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  boxSizing: 'border-box',
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
} as const;

export const row = style(rowBase);

export const invalidRow = style([rowBase, { backgroundColor: vars.color.dangerSurface }]);

const focusableCell = { outline: 'none', borderRadius: vars.radius.sm, selectors: { '&:focus-visible': insetFocusRing } } as const;

export const position = style({ ...focusableCell, paddingBlock: vars.space.xs, fontVariantNumeric: 'tabular-nums' });

export const cell = style({ ...focusableCell, minWidth: 0, padding: vars.space.xs });

/** A value as text: whole, wrapping if long, never cut. */
export const value = style({ display: 'block', minHeight: '1.5em', overflowWrap: 'anywhere' });

export const invalidValue = style([value, { color: vars.color.danger, textDecoration: 'underline wavy', textDecorationThickness: '1px' }]);

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

/** An error's full text under its value, wrapping: never cut with an ellipsis. */
export const error = style({
  display: 'block',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const deleteButton = style({
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted }, '&:focus-visible': plainFocusRing },
});

/** The header of a column the import ignores: flagged in the danger colour. */
export const ignoredHeader = style({ color: vars.color.danger });

/** A value the import ignores: plain, muted text. */
export const ignoredCell = style({ ...focusableCell, minWidth: 0, padding: vars.space.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
