import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { CookieBanner, skipLinkId } from '../../design-system';
import { consentKey, consentValue, cookieConsentMachine } from '../../machines/consent/cookie-consent.machine';
import { consentCookie } from '../head/page-data';
import { useServices } from '../runtime/AppServicesProvider';

const readConsent = (): string | null => {
  try {
    return localStorage.getItem(consentKey);
  } catch {
    return null;
  }
};

/**
 * The consent in localStorage (docs/product.md §3), and in a cookie of the same name, so the
 * server leaves the banner out of the pages it renders for a visitor who accepted (decision 033).
 */
function rememberConsent(): void {
  localStorage.setItem(consentKey, consentValue);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookie.name}=${consentCookie.value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Built once: a machine provided at each render cost a server-rendered page a twentieth of its time. */
const consentMachine = cookieConsentMachine.provide({ actions: { rememberConsent } });

/**
 * The cookie banner until the visitor accepts; the consent is kept in localStorage. Accepting
 * from inside the banner moves focus to the skip link, the next stop after it, rather than
 * letting it fall to `<body>` with the banner (decision 018). A page the server rendered starts
 * as the server drew it; a consent only localStorage holds (given before the cookie was written)
 * closes the banner once the page is hydrated, and writes the cookie.
 */
export function ConsentBanner() {
  const { initial } = useServices();
  const rendered = initial.rendered();
  const [snapshot, send, actor] = useMachine(consentMachine, {
    input: { stored: rendered ? (rendered.consented ? consentValue : null) : readConsent() },
  });
  useEffect(() => {
    if (actor.getSnapshot().matches('asking') && readConsent() === consentValue) send({ type: 'accept' });
  }, [actor, send]);
  const accept = () => {
    document.getElementById(skipLinkId)?.focus();
    send({ type: 'accept' });
  };
  return snapshot.matches('asking') ? <CookieBanner onAccept={accept} /> : null;
}
