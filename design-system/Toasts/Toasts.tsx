import { close, error, region, success, toast } from './Toasts.css';
import { Icon } from '../Icon/Icon';

export interface ToastItem {
  id: number;
  tone: 'success' | 'error';
  message: string;
}

export interface ToastsProps {
  /** The toasts to show, newest last; the toasts machine closes each after 3 s. */
  toasts: ToastItem[];
  /** Called when the user dismisses one. */
  onClose: (id: number) => void;
}

/**
 * Toasts at the top right (docs/product.md §2). Success is announced politely, errors assertively; each
 * has a close button for those who want it gone before its 3 s are up.
 */
export function Toasts({ toasts, onClose }: ToastsProps) {
  return (
    <section className={region} aria-label="Notificări">
      {toasts.map((item) => (
        <div key={item.id} role={item.tone === 'error' ? 'alert' : 'status'} className={`${toast} ${item.tone === 'error' ? error : success}`}>
          <span>{item.message}</span>
          <button type="button" className={close} onClick={() => onClose(item.id)} aria-label="Închide notificarea">
            <Icon name="close" />
          </button>
        </div>
      ))}
    </section>
  );
}
