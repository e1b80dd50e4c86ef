import { icon } from './Icon.css';

/**
 * Hand-drawn 24 × 24 outlines: a few paths weigh less than an icon set, and unlike emoji or
 * symbol characters they draw the same on a machine without an emoji or symbol font.
 */
const paths = {
  location: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  close: 'M6 6l12 12M18 6 6 18',
  check: 'm5 12 4.5 4.5L19 7',
  arrowUp: 'M12 19V5m-7 7 7-7 7 7',
  chevronDown: 'm6 9 6 6 6-6',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps {
  /** Which drawing: `location`, `close`, `check`, `arrowUp` or `chevronDown`. */
  name: IconName;
}

/**
 * An inline SVG icon in the current text colour, one text line high. It is decoration, hidden
 * from assistive technology: the control or text beside it carries the meaning.
 */
export function Icon({ name }: IconProps) {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" data-icon={name}>
      <path d={paths[name]} />
    </svg>
  );
}
