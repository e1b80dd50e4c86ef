import { setup } from 'xstate';

/** The localStorage key that remembers the visitor's answer to the cookie notice (docs/product.md §3). */
export const consentKey = 'cookie_consent';
export const consentValue = 'accepted';
/** A refusal is remembered as plainly (issue #51): the notice does not ask again. */
const refusalValue = 'refused';

export type ConsentAnswer = typeof consentValue | typeof refusalValue;

/** Whether a stored value is an answer to the notice. */
export const isConsentAnswer = (stored: string | null | undefined): stored is ConsentAnswer => stored === consentValue || stored === refusalValue;

/**
 * The cookie notice: shown until the visitor accepts or refuses, either with one press;
 * `rememberAnswer` stores the answer locally.
 */
export const cookieConsentMachine = setup({
  types: { input: {} as { stored: string | null }, events: {} as { type: 'accept' } | { type: 'refuse' } },
  actions: { rememberAnswer: (_, _answer: ConsentAnswer) => undefined },
  guards: {
    alreadyAccepted: ({ context }) => context.stored === consentValue,
    alreadyRefused: ({ context }) => context.stored === refusalValue,
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ stored: input.stored }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'alreadyAccepted', target: 'accepted' }, { guard: 'alreadyRefused', target: 'refused' }, { target: 'asking' }] },
    asking: {
      on: {
        accept: { target: 'accepted', actions: { type: 'rememberAnswer', params: consentValue } },
        refuse: { target: 'refused', actions: { type: 'rememberAnswer', params: refusalValue } },
      },
    },
    accepted: { type: 'final' },
    refused: { type: 'final' },
  },
});
