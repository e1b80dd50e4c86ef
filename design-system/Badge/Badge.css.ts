import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    border: `${vars.size.border} solid currentColor`,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
      brand: { color: vars.color.brand, backgroundColor: vars.color.surface },
      success: { color: vars.color.success, backgroundColor: vars.color.successSurface },
      warning: { color: vars.color.warning, backgroundColor: vars.color.warningSurface },
      danger: { color: vars.color.danger, backgroundColor: vars.color.dangerSurface },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
