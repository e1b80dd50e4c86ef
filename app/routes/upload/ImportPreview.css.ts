import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

/** The list of a preview group: no bullets when each entry leads with its cover. */
export const photoList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** An entry with its product's cover: the photo, small, then the name, which wraps beside it on a phone. */
export const photoEntry = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const thumbnail = style({ flex: 'none', inlineSize: '3.5rem' });
