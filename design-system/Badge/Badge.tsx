import type { ReactNode } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps {
  /** The colour of what the badge says: `success` for in stock, `danger` for out of stock or admin roles. Defaults to `neutral`. */
  tone?: BadgeVariants['tone'];
  /** The badge's text, read as part of the surrounding content. */
  children: ReactNode;
}

/** A short status label, such as 'TVA inclus', 'Negociabil' or 'În Stoc'. It is plain text to assistive technology. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}

/** The tone of a role badge: any role containing `ADMIN_` is dangerous (docs/product.md §3). */
export const roleTone = (role: string): BadgeVariants['tone'] => (role.includes('ADMIN_') ? 'danger' : 'brand');
