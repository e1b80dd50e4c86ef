import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { ApiClients } from '../../openapi';
import type { components } from '../../openapi/generated/auth';
import { unwrap } from '../runtime/unwrap';

type PasskeyCredential = components['schemas']['PasskeyCredential'];
export type PasskeyAdded = components['schemas']['PasskeyAdded'];

/** What a ceremony the browser ended without an answer rejects with: closed, timed out, refused, or no passkey here. */
const passkeyCancelled = { code: 'PASSKEY_CANCELLED' } as const;

async function inBrowser<T>(ceremony: () => Promise<T>): Promise<PasskeyCredential> {
  try {
    return (await ceremony()) as unknown as PasskeyCredential;
  } catch {
    throw passkeyCancelled;
  }
}

/**
 * Signs in with a passkey (decision 024): a challenge from the server, the browser's prompt
 * (or, with `autofill`, the passkeys it offers in the user name's autofill), and the answer
 * back; the server sets the session's cookies. During a login's second step the server's
 * challenge names that account's passkeys.
 */
export async function signInWithPasskey(clients: ApiClients, { autofill = false } = {}): Promise<void> {
  const options = await unwrap(clients.auth.POST('/api/auth/login/passkey-options'));
  const credential = await inBrowser(() =>
    startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill }),
  );
  await unwrap(clients.auth.POST('/api/auth/login/passkey', { body: { credential } }));
}

/** Whether this browser can make and use passkeys at all. */
export const passkeysAvailable = (): boolean => browserSupportsWebAuthn();

/** Whether this browser offers passkeys in a field's autofill (WebAuthn's conditional UI). */
export const passkeyAutofillAvailable = (): Promise<boolean> => browserSupportsWebAuthnAutofill().catch(() => false);

/** Ends a pending autofill ceremony, so another prompt, or another page, can have the browser's attention. */
export const stopPasskeyAutofill = (): void => WebAuthnAbortService.cancelCeremony();

/**
 * Adds a passkey to the signed-in account under `name`: the server's options, the browser's
 * prompt, the answer back; the account's other sessions end with it when `endOtherSessions`.
 */
export async function addPasskey(clients: ApiClients, username: string, added: { name: string; endOtherSessions: boolean }): Promise<PasskeyAdded> {
  const path = { params: { path: { id: username } } };
  const options = await unwrap(clients.auth.POST('/api/profile/{id}/passkey-options', path));
  const credential = await inBrowser(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));
  return unwrap(clients.auth.POST('/api/profile/{id}/passkeys', { ...path, body: { ...added, credential } }));
}

/** Proves a recent sign-in with one of the signed-in account's passkeys (decision 043): its challenge, the browser's prompt, the answer back. */
export async function reauthenticateWithPasskey(clients: ApiClients, username: string): Promise<void> {
  const path = { params: { path: { id: username } } };
  const options = await unwrap(clients.auth.POST('/api/profile/{id}/reauthenticate/passkey-options', path));
  const credential = await inBrowser(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));
  await unwrap(clients.auth.POST('/api/profile/{id}/reauthenticate', { ...path, body: { credential } }));
}
