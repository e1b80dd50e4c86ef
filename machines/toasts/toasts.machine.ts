import { assign, raise, setup } from 'xstate';
import { delays } from '../delays';

export interface Toast {
  id: number;
  tone: 'success' | 'error';
  message: string;
}

export type ToastsEvent = { type: 'toast.show'; tone: Toast['tone']; message: string } | { type: 'toast.close'; id: number };

/** Toasts: each closes by itself after 3 s (a named delay), or earlier when dismissed. */
export const toastsMachine = setup({
  types: { context: {} as { toasts: Toast[]; nextId: number }, events: {} as ToastsEvent },
  delays: { toastAutoClose: delays.toastAutoClose },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  on: {
    'toast.show': {
      actions: [
        assign(({ context, event }) => ({
          toasts: [...context.toasts, { id: context.nextId, tone: event.tone, message: event.message }],
          nextId: context.nextId + 1,
        })),
        raise(({ context }) => ({ type: 'toast.close' as const, id: context.nextId - 1 }), { delay: 'toastAutoClose' }),
      ],
    },
    'toast.close': { actions: assign({ toasts: ({ context, event }) => context.toasts.filter((toast) => toast.id !== event.id) }) },
  },
});
