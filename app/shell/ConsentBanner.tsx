import { useMachine } from '@xstate/react';
import { CookieBanner } from '../../design-system';
import { consentKey, consentValue, cookieConsentMachine } from '../../machines/consent/cookie-consent.machine';

const readConsent = (): string | null => {
  try {
    return localStorage.getItem(consentKey);
  } catch {
    return null;
  }
};

/** The cookie banner until the visitor accepts; the consent is kept in localStorage. */
export function ConsentBanner() {
  const [snapshot, send] = useMachine(cookieConsentMachine.provide({ actions: { rememberConsent: () => localStorage.setItem(consentKey, consentValue) } }), {
    input: { stored: readConsent() },
  });
  return snapshot.matches('asking') ? <CookieBanner onAccept={() => send({ type: 'accept' })} /> : null;
}
