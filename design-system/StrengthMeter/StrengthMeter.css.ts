import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { forcedColors } from '../tokens/forced-colors';
import { vars } from '../tokens/theme.css';

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBlockStart: vars.space.xs });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontSize: vars.fontSize.sm });

/** Four segments, one per step of zxcvbn's score above 0; the verdict in words says the same. */
export const segments = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.xs });

export const segment = style({
  blockSize: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

/** A lit segment: in forced colours backgrounds go, so it is drawn in the system's highlight. */
const lit = (color: string): StyleRule => ({
  backgroundColor: color,
  borderColor: color,
  '@media': { [forcedColors.media]: { forcedColorAdjust: 'none', backgroundColor: forcedColors.highlight, borderColor: forcedColors.highlight } },
});

export const litSegment = styleVariants({
  weak: lit(vars.color.danger),
  fair: lit(vars.color.warning),
  strong: lit(vars.color.success),
});

export const verdictText = styleVariants({
  weak: { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
  fair: { color: vars.color.warning, fontWeight: vars.fontWeight.medium },
  strong: { color: vars.color.success, fontWeight: vars.fontWeight.medium },
});

/** The meter's place, kept unseen until there is a verdict. */
export const unjudged = style({ visibility: 'hidden' });

export const reason = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
