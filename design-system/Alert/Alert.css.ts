import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/theme.css';

export const alert = recipe({
  base: {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: `${vars.space.xs} solid currentColor`,
    fontSize: vars.fontSize.md,
  },
  variants: {
    tone: {
      danger: { color: vars.color.danger, backgroundColor: vars.color.dangerSurface },
      info: { color: vars.color.brand, backgroundColor: vars.color.surfaceMuted },
      success: { color: vars.color.success, backgroundColor: vars.color.successSurface },
    },
  },
  defaultVariants: { tone: 'danger' },
});
