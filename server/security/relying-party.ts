import type { ServerConfig } from '../config';

/**
 * The WebAuthn relying party is the site at `PUBLIC_URL` (decision 024): its host is the RP ID
 * every passkey is bound to, and its origin the only one whose signatures count. Browsers
 * refuse an IP address as an RP ID, so passkeys need a host name (`localhost` included).
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(config: Pick<ServerConfig, 'publicUrl' | 'siteName'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: config.siteName };
}
