import type { ReactNode } from 'react';
import { emptyState } from './EmptyState.css';

export interface EmptyStateProps {
  /** What there is (not): 'Nu mai sunt produse disponibile.'. */
  children: ReactNode;
}

/** The end of a list or an empty result, announced politely when it appears. */
export function EmptyState({ children }: EmptyStateProps) {
  return (
    <p role="status" className={emptyState}>
      {children}
    </p>
  );
}
