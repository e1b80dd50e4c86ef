import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

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

createGlobalTheme(`.${lightTheme}`, vars, {
  color: {
    brand: '#0b5394',
    brandHover: '#08406f',
    onBrand: '#ffffff',
    text: '#1c2430',
    textMuted: '#4a5566',
    surface: '#ffffff',
    surfaceMuted: '#f2f5f9',
    border: '#8593a6',
    success: '#1d6b35',
    successSurface: '#e5f4ea',
    warning: '#8a4b00',
    warningSurface: '#fff1dc',
    danger: '#b3261e',
    dangerHover: '#8c1d17',
    dangerSurface: '#fdeceb',
    focus: '#1a73e8',
  },
  space: { none: '0', xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', xxl: '2.5rem' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px' },
  shadow: { card: '0 1px 2px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.12)', overlay: '0 12px 32px rgba(16, 24, 40, 0.24)' },
  focusRing: { width: '3px', offset: '2px' },
  motion: { fast: '120ms', normal: '200ms' },
  size: { control: '2.5rem', icon: '1.25rem', border: '1px' },
});

globalStyle(`.${lightTheme}`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

globalStyle(`.${lightTheme} *`, {
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s !important', animationDuration: '0s !important' } },
});

/** Breakpoints for media queries: cards go two per row from `lg` up. */
export const breakpoints = { md: '(min-width: 48rem)', lg: '(min-width: 64rem)' } as const;
