import { useRef, type FocusEvent } from 'react';
import { close, error, list, region, success, toast } from './Toasts.css';
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
  /** Called when the pointer comes to rest on the toasts or focus enters them: their timers stop. */
  onPause?: () => void;
  /** Called when both pointer and focus have left: their timers start again. */
  onResume?: () => void;
}

/**
 * Toasts at the top right (docs/product.md §2), placed in the page right after the navigation
 * so Tab reaches them before the page's content. Two live regions stay in the page whether or
 * not a toast shows, and each toast is added inside them: successes are read politely, errors
 * at once (decision 018). Hovering or focusing them stops their timers. Closing one moves focus
 * to the next toast, or back where it came from.
 */
export function Toasts({ toasts, onClose, onPause, onResume }: ToastsProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const section = useRef<HTMLElement>(null);

  const leave = () => {
    if (!hovered.current && !focused.current) onResume?.();
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (focused.current) return;
    focused.current = true;
    if (event.relatedTarget instanceof HTMLElement && !event.currentTarget.contains(event.relatedTarget)) returnTo.current = event.relatedTarget;
    onPause?.();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    focused.current = false;
    leave();
  };
  const dismiss = (id: number) => {
    const buttons = [...(section.current?.querySelectorAll<HTMLButtonElement>('button[data-toast-id]') ?? [])];
    const at = buttons.findIndex((button) => button.dataset.toastId === String(id));
    const hadFocus = at >= 0 && buttons[at] === document.activeElement;
    onClose(id);
    if (!hadFocus) return;
    const next = buttons[at + 1] ?? buttons[at - 1];
    const back = returnTo.current?.isConnected ? returnTo.current : document.querySelector<HTMLElement>('main');
    (next ?? back)?.focus();
  };

  const render = (tone: ToastItem['tone']) =>
    toasts
      .filter((item) => item.tone === tone)
      .map((item) => (
        <div key={item.id} className={`${toast} ${tone === 'error' ? error : success}`}>
          <span>{item.message}</span>
          <button type="button" className={close} data-toast-id={item.id} onClick={() => dismiss(item.id)} aria-label="Închide notificarea">
            <Icon name="close" />
          </button>
        </div>
      ));

  return (
    <section
      ref={section}
      className={region}
      aria-label="Notificări"
      onMouseEnter={() => {
        hovered.current = true;
        onPause?.();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        leave();
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div aria-live="polite" aria-relevant="additions text" className={list}>
        {render('success')}
      </div>
      <div aria-live="assertive" aria-relevant="additions text" className={list}>
        {render('error')}
      </div>
    </section>
  );
}
