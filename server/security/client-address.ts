import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * The client a per-address limit counts (issue #47): an IPv4 address as it is (an IPv4-mapped
 * IPv6 one as its IPv4), an IPv6 address by its /64. One subscriber line or host is handed a
 * whole /64 and picks any address in it at will, so counting each address apart would give
 * one attacker 2^64 fresh counters.
 */
export function limitedClient(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/** The request's client, as the per-address limits and blocks count it (`request.ip` honours TRUST_PROXY). */
export const clientOf = (request: FastifyRequest): string => limitedClient(request.ip);
