import { describe, expect, it } from 'vitest';
import { limitedClient } from './client-address';

describe('the client a per-address limit counts', () => {
  it('groups every IPv6 address of a /64, whatever its spelling, and keeps /64s apart', () => {
    const one = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0000:0000:0000:abcd', '2001:DB8:1:2::7'];
    expect(new Set(one.map(limitedClient))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(limitedClient('2001:db8:1:3::1')).not.toBe(limitedClient('2001:db8:1:2::1'));
  });

  it('keeps each IPv4 address apart, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(limitedClient('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedClient('203.0.113.8')).not.toBe(limitedClient('203.0.113.7'));
    expect(limitedClient('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('passes through what is not an address (an injected request names none)', () => {
    expect(limitedClient('')).toBe('');
  });
});
