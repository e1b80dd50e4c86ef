import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../design-system';

/** Layout shared by the screens; the components style themselves. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const narrow = style([stack, { maxWidth: '32rem', marginInline: 'auto', width: '100%' }]);

export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });

/** A section's heading within a screen: below the page's own. */
export const subheading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const grow = style({ flex: '1 1 16rem' });

/**
 * The search filters: on a phone one control a row, full width, the two switches side by
 * side; from the medium breakpoint up, a toolbar that wraps.
 */
export const searchFilters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [breakpoints.md]: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end' } },
});

/** The price range takes a whole row of the toolbar: its histogram needs the width. */
export const priceFilter = style({ flex: '1 1 100%', minInlineSize: 0 });

export const switchRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg, minBlockSize: vars.size.control });

/** Cards one per row, two from the large breakpoint up (docs/product.md §2). */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [breakpoints.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** "Rezultate pentru «…»" and its link to the exact search, above the count. */
export const correction = style({ margin: 0, overflowWrap: 'anywhere' });

/** How many products a search finds, above its results. */
export const resultCount = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

/** The filters a search that found nothing could drop, under its count. */
export const dropFilters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const dropFilterList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });

export const sellerPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const prose = style({ maxWidth: '48rem', lineHeight: vars.lineHeight.normal });

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});

/** Holds the place of the first page of results, so the footer does not jump when they arrive. */
export const awaitingResults = style({ minBlockSize: '100vh' });

/** A message that takes the focus to be read (a form's success): focusable from script only, with no ring, as a heading is. */
export const focusTarget = style({ outline: 'none' });

/** Several controls that make one value (a product's content: count, amount, unit), under one legend. */
export const fieldGroup = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** Where a QR code and its downloads come once the page runs: their height, kept from the start. */
export const qrSlot = style({ minBlockSize: '24rem' });

/** Checkboxes of a group laid in columns as wide as the longest label allows: cities, days (issue #49). */
export const checkGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: vars.space.xs });

export const fieldGroupLegend = style({ fontWeight: vars.fontWeight.medium, padding: 0, marginBottom: vars.space.xs });

/** A group's error under it, as a field's own error reads. */
export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });
