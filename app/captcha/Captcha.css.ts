import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const captcha = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The local check is framed and labelled so nobody mistakes it for the real reCAPTCHA. */
export const local = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.size.border} dashed ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSurface,
});

export const notice = style({ margin: 0, fontSize: vars.fontSize.sm });
