import { useMachine } from '@xstate/react';
import { CookieBanner, skipLinkId } from '../../design-system';
import { consentKey, consentValue, cookieConsentMachine } from '../../machines/consent/cookie-consent.machine';

const readConsent = (): string | null => {
  try {
    return localStorage.getItem(consentKey);
  } catch {
    return null;
  }
};

/**
 * The cookie banner until the visitor accepts; the consent is kept in localStorage. Accepting
 * from inside the banner moves focus to the skip link, the next stop after it, rather than
 * letting it fall to `<body>` with the banner (decision 018).
 */
export function ConsentBanner() {
  const [snapshot, send] = useMachine(cookieConsentMachine.provide({ actions: { rememberConsent: () => localStorage.setItem(consentKey, consentValue) } }), {
    input: { stored: readConsent() },
  });
  const accept = () => {
    document.getElementById(skipLinkId)?.focus();
    send({ type: 'accept' });
  };
  return snapshot.matches('asking') ? <CookieBanner onAccept={accept} /> : null;
}
