import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: 'rgba(16, 24, 40, 0.5)',
  zIndex: 10,
});

export const modal = style({
  width: '100%',
  maxWidth: '36rem',
  maxHeight: '90vh',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
});

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.xl, outline: 'none' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
