import { assign, enqueueActions, setup } from 'xstate';
import { delays } from '../delays';

export interface Toast {
  id: number;
  tone: 'success' | 'error';
  message: string;
}

export type ToastsEvent =
  | { type: 'toast.show'; tone: Toast['tone']; message: string }
  | { type: 'toast.close'; id: number }
  /** The pointer rests on the toasts, or focus is inside them: none closes by itself. */
  | { type: 'toasts.paused' }
  /** The pointer and focus have left: each toast gets its full 3 s again. */
  | { type: 'toasts.resumed' };

const closeId = (id: number) => `close-toast-${id}`;

/**
 * Toasts (docs/product.md §2): each closes by itself after 3 s (a named delay), or earlier when
 * dismissed. Anyone who reaches them keeps them: while the pointer rests on them or focus is
 * inside, no timer runs, and each starts its 3 s over once they are left (WCAG 2.2.1).
 */
export const toastsMachine = setup({
  types: { context: {} as { toasts: Toast[]; nextId: number }, events: {} as ToastsEvent },
  delays: { toastAutoClose: delays.toastAutoClose },
  actions: {
    add: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      return { toasts: [...context.toasts, { id: context.nextId, tone: event.tone, message: event.message }], nextId: context.nextId + 1 };
    }),
    remove: assign({
      toasts: ({ context, event }) => (event.type === 'toast.close' ? context.toasts.filter((toast) => toast.id !== event.id) : context.toasts),
    }),
    scheduleNewest: enqueueActions(({ context, enqueue }) => {
      const id = context.nextId - 1;
      enqueue.raise({ type: 'toast.close', id }, { delay: 'toastAutoClose', id: closeId(id) });
    }),
    scheduleAll: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) enqueue.raise({ type: 'toast.close', id: toast.id }, { delay: 'toastAutoClose', id: closeId(toast.id) });
    }),
    cancelAll: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) enqueue.cancel(closeId(toast.id));
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'running',
  on: {
    'toast.close': { actions: 'remove' },
  },
  states: {
    running: {
      on: {
        'toast.show': { actions: ['add', 'scheduleNewest'] },
        'toasts.paused': { target: 'paused', actions: 'cancelAll' },
      },
    },
    paused: {
      on: {
        'toast.show': { actions: 'add' },
        'toasts.resumed': { target: 'running', actions: 'scheduleAll' },
      },
    },
  },
});
