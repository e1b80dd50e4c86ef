import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { CookieBanner, Link, skipLinkId } from '../../design-system';
import { consentKey, consentValue, cookieConsentMachine, isConsentAnswer, type ConsentAnswer } from '../../machines/consent/cookie-consent.machine';
import { consentCookie } from '../head/page-data';
import { texts } from '../messages/texts';
import { useServices } from '../runtime/AppServicesProvider';

const readConsent = (): string | null => {
  try {
    return localStorage.getItem(consentKey);
  } catch {
    return null;
  }
};

/**
 * The answer in localStorage (docs/product.md §3), and in a cookie of the same name, so the
 * server leaves the notice out of the pages it renders for a visitor who answered (decision 033).
 */
function rememberAnswer(_: unknown, answer: ConsentAnswer): void {
  localStorage.setItem(consentKey, answer);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookie}=${answer}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Built once: a machine provided at each render cost a server-rendered page a twentieth of its time. */
const consentMachine = cookieConsentMachine.provide({ actions: { rememberAnswer } });

/**
 * The cookie notice until the visitor accepts or refuses; the answer is kept in localStorage.
 * Answering from inside the notice moves focus to the skip link, the next stop after it, rather than
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
    const stored = readConsent();
    if (actor.getSnapshot().matches('asking') && isConsentAnswer(stored)) send({ type: stored === consentValue ? 'accept' : 'refuse' });
  }, [actor, send]);
  const answer = (type: 'accept' | 'refuse') => () => {
    document.getElementById(skipLinkId)?.focus();
    send({ type });
  };
  return snapshot.matches('asking') ? (
    <CookieBanner
      choices={[
        { label: texts.cookies.accept, onPress: answer('accept') },
        { label: texts.cookies.refuse, onPress: answer('refuse') },
      ]}
    >
      {texts.cookies.notice} <Link href="/privacy">{texts.cookies.more}</Link>
    </CookieBanner>
  ) : null;
}
