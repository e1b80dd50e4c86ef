import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { lightThemeValues } from './light-theme-values';

/**
 * The one theme contract. Colours meet WCAG AA against their paired surfaces (checked by axe
 * in every story). Nothing outside the token files uses a raw colour or pixel value.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    onBrand: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    danger: null,
    dangerHover: null,
    dangerSurface: null,
    focus: null,
  },
  space: { none: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, heading: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { card: null, overlay: null },
  focusRing: { width: null, offset: null },
  motion: { fast: null, normal: null },
  size: { control: null, icon: null, border: null },
});

export const lightTheme = 'theme-light';

createGlobalTheme(`.${lightTheme}`, vars, lightThemeValues);

globalStyle(`.${lightTheme}`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

/** Sizes include padding and border, so a full-width box never reaches past its parent on a phone. */
globalStyle(`.${lightTheme} *, .${lightTheme} *::before, .${lightTheme} *::after`, { boxSizing: 'border-box' });

/** The page frame reaches the screen's edges; on a 320 px phone every pixel is content. */
globalStyle(`.${lightTheme} body`, { margin: 0, overflowWrap: 'break-word' });

globalStyle(`.${lightTheme} *`, {
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s !important', animationDuration: '0s !important' } },
});

/** Breakpoints for media queries: cards go two per row from `lg` up. */
export const breakpoints = { md: '(min-width: 48rem)', lg: '(min-width: 64rem)' } as const;
