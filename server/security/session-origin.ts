import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';

/** Longest User-Agent kept: enough for any real browser, not a place to store a payload. */
const userAgentLimit = 400;

export const unknownDevice = 'Dispozitiv necunoscut';

/** The User-Agent as stored: trimmed to a sane length. */
export const storedUserAgent = (header: string | undefined): string => (header ?? '').slice(0, userAgentLimit);

/**
 * The device a session was opened on, in the owner's words: "Chrome pe Linux", "Safari pe
 * iOS (iPhone)"; `unknownDevice` when the User-Agent names neither browser nor system.
 */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return unknownDevice;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const system = os.name ? `${os.name}${platform.model ? ` (${platform.model})` : ''}` : '';
  if (browser.name && system) return `${browser.name} pe ${system}`;
  return browser.name || system || unknownDevice;
}

/**
 * An approximate place for an address, without keeping the address itself: its /24 network
 * for IPv4 (IPv4-mapped IPv6 included), its /48 for IPv6, the size a provider gives one site.
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return '';
  const parsed = ipaddr.process(address);
  return parsed.kind() === 'ipv4'
    ? `${ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/24`).toString()}/24`
    : `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/48`).toString()}/48`;
}
