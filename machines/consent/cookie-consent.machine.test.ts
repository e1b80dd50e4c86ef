import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { cookieConsentMachine } from './cookie-consent.machine';

describe('cookie consent', () => {
  it('asks until accepted, and remembers the answer', () => {
    const rememberConsent = vi.fn();
    const actor = createActor(cookieConsentMachine.provide({ actions: { rememberConsent } }), { input: { stored: null } }).start();
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'accept' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(rememberConsent).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once consent is stored', () => {
    expect(
      createActor(cookieConsentMachine, { input: { stored: 'accepted' } })
        .start()
        .getSnapshot().value,
    ).toBe('accepted');
  });
});
