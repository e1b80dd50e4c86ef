import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/** A term and its detail kept together (a `div` in the list), laid on the list's grid. */
export const factRow = style({ display: 'contents' });

/** A part's heading inside the section, a step below the section's own. */
export const subtitle = style({ margin: 0, marginBlockStart: vars.space.sm, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });

/** The register's word is a sentence: its badge wraps on a narrow screen rather than run past it. */
export const sentenceBadge = style({ display: 'flex', margin: 0 });
globalStyle(`${sentenceBadge} > span`, { whiteSpace: 'normal', overflowWrap: 'anywhere', borderRadius: vars.radius.md });
