import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { plainFocusRing } from '../styles/focus-ring.css';
import { popover } from '../Select/Select.css';

export const row = style({ position: 'relative', display: 'flex' });

globalStyle(`${row} > input`, { flex: 1, paddingInlineEnd: vars.size.control });
/** Chromium's own clear cross, beside ours: one is enough. */
globalStyle(`${row} > input::-webkit-search-cancel-button`, { display: 'none' });

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  insetBlock: vars.space.xs,
  width: `calc(${vars.size.control} - 2 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '[data-empty] &': { display: 'none' },
    '&[data-focus-visible]': plainFocusRing,
  },
});

/** The open list's line when nothing completes the text. */
export const noSuggestion = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted });

/** The list under the box: exactly as wide as the box, long suggestions wrap, nothing wider than a 320 px phone. */
export const suggestionPopover = style([popover, { width: 'var(--trigger-width)', boxSizing: 'border-box', overflowWrap: 'anywhere' }]);
