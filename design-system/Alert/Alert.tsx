import type { ReactNode } from 'react';
import { alert } from './Alert.css';

export interface AlertProps {
  /** `danger` (the red search-failure alert) is announced at once; `info` and `success` politely. Defaults to `danger`. */
  tone?: 'danger' | 'info' | 'success';
  /** The message. */
  children: ReactNode;
}

/** A message in the page's flow, such as 'Căutarea nu a mers, te rugăm să încerci din nou.'. */
export function Alert({ tone = 'danger', children }: AlertProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={alert({ tone })}>
      {children}
    </div>
  );
}
