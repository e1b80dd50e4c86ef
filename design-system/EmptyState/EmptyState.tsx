import type { ReactNode } from 'react';
import { emptyState } from './EmptyState.css';

export interface EmptyStateProps {
  /** What there is (not): 'Nu mai sunt produse disponibile.'. */
  children: ReactNode;
}

/**
 * The end of a list or an empty result, for the eye. It is not a live region: one inserted
 * with its text is not reliably read, so the screen says it through `announce` (decision 018).
 */
export function EmptyState({ children }: EmptyStateProps) {
  return <p className={emptyState}>{children}</p>;
}
