import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

interface Held {
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const uint32 = (value: number) => new Uint8Array([(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
/** Flags: user present (0x01), user verified (0x04), and attested credential data (0x40) when registering. */
const flags = (verified: boolean, attested: boolean) => new Uint8Array([0x01 | (verified ? 0x04 : 0) | (attested ? 0x40 : 0)]);

/**
 * A platform authenticator in software, for tests that sign WebAuthn ceremonies as a browser
 * would: ES256 keys, `none` attestation, discoverable credentials, a counter per credential.
 * `origin` is where the browser says the ceremony ran, so a test can play a phishing site.
 */
export class SoftAuthenticator {
  private readonly held = new Map<string, Held>();

  /** The ids of the credentials it holds, oldest first. */
  get credentialIds(): string[] {
    return [...this.held.keys()];
  }

  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credentialId = new Uint8Array(randomBytes(32));
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x as string)],
        [-3, isoBase64URL.toBuffer(jwk.y as string)],
      ]),
    );
    const authData = concat(
      sha256(rpId),
      flags(true, true),
      uint32(0),
      new Uint8Array(16),
      new Uint8Array([0, credentialId.length]),
      credentialId,
      cosePublicKey,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, number>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, number>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    const id = b64(credentialId);
    this.held.set(id, { rpId, userHandle: options.user.id, privateKey, counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64(new TextEncoder().encode(clientDataJSON)), attestationObject: b64(attestationObject), transports: ['internal'] },
    };
  }

  /** Signs a login challenge with `credentialId`, or with the credential the options allow, or the only one held. */
  assert(options: { challenge: string; allowCredentials?: { id: string }[] }, origin: string, credentialId?: string, verified = true) {
    const id = credentialId ?? options.allowCredentials?.[0]?.id ?? [...this.held.keys()][0];
    const held = id ? this.held.get(id) : undefined;
    if (!id || !held) throw new Error('no credential held for these options');
    held.counter += 1;
    const authenticatorData = concat(sha256(held.rpId), flags(verified, false), uint32(held.counter));
    const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const signature = new Uint8Array(sign('sha256', concat(authenticatorData, sha256(clientDataJSON)), held.privateKey));
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authenticatorData), signature: b64(signature), userHandle: held.userHandle },
    };
  }
}
