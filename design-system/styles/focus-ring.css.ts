import { vars } from '../tokens/theme.css';

/** The one focus ring: spread into a `[data-focus-visible]` (or `:focus-visible`) selector. */
export const focusRing = { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: vars.focusRing.offset } as const;

/** The focus ring drawn inside the box, for cells and rows that sit edge to edge. */
export const insetFocusRing = { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: `calc(-1 * ${vars.focusRing.width})` } as const;

/** The ring alone, where the browser's default offset is kept. */
export const plainFocusRing = { outline: `${vars.focusRing.width} solid ${vars.color.focus}` } as const;
