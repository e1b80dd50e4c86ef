import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

export const figure = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, margin: 0 });
export const qr = style({ background: '#ffffff', padding: vars.space.sm, borderRadius: vars.radius.sm, maxWidth: '100%' });
export const key = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
  textAlign: 'center',
});
