import { setup } from 'xstate';

/** The localStorage key and value that remember consent (docs/product.md §3). */
export const consentKey = 'cookie_consent';
export const consentValue = 'accepted';

/**
 * The cookie banner: shown until the visitor accepts; `rememberConsent` stores it locally.
 */
export const cookieConsentMachine = setup({
  types: { input: {} as { stored: string | null } },
  actions: { rememberConsent: () => undefined },
  guards: { alreadyAccepted: ({ context }) => context.stored === consentValue },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ stored: input.stored }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'alreadyAccepted', target: 'accepted' }, { target: 'asking' }] },
    asking: { on: { accept: { target: 'accepted', actions: 'rememberConsent' } } },
    accepted: { type: 'final' },
  },
});
