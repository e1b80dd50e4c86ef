import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { cookieConsentMachine } from './cookie-consent.machine';

describe('cookie consent', () => {
  it('asks until accepted, and remembers the answer', () => {
    const rememberAnswer = vi.fn();
    const actor = createActor(cookieConsentMachine.provide({ actions: { rememberAnswer } }), { input: { stored: null } }).start();
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'accept' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(rememberAnswer).toHaveBeenCalledTimes(1);
    expect(rememberAnswer.mock.calls[0]?.[1]).toBe('accepted');
  });

  it('takes a refusal with one press as well, and remembers it (issue #51)', () => {
    const rememberAnswer = vi.fn();
    const actor = createActor(cookieConsentMachine.provide({ actions: { rememberAnswer } }), { input: { stored: null } }).start();
    actor.send({ type: 'refuse' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(rememberAnswer.mock.calls[0]?.[1]).toBe('refused');
    actor.send({ type: 'accept' });
    expect(actor.getSnapshot().value).toBe('refused');
  });

  it('does not ask again once an answer is stored, whichever it was', () => {
    for (const stored of ['accepted', 'refused']) {
      expect(createActor(cookieConsentMachine, { input: { stored } }).start().getSnapshot().value).toBe(stored);
    }
    expect(
      createActor(cookieConsentMachine, { input: { stored: 'maybe' } })
        .start()
        .getSnapshot().value,
    ).toBe('asking');
  });
});
