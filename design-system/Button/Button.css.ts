import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/theme.css';
import { focusRing } from '../styles/focus-ring.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid transparent`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled], &[aria-disabled="true"]:not([data-pending])': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onBrand,
        selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.dangerHover } },
      },
      quiet: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted } },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
