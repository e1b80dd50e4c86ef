import { describe, expect, it } from 'vitest';
import { deviceOf, networkOf, storedUserAgent, unknownDevice } from './session-origin';

describe('where a session was opened, as its owner sees it', () => {
  it('names the browser and system from the User-Agent, or says the device is unknown', () => {
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36')).toBe('Chrome pe Linux');
    expect(
      deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari pe iOS (iPhone)');
    expect(deviceOf('')).toBe(unknownDevice);
    expect(deviceOf('curl/8.0')).toBe(unknownDevice);
    expect(storedUserAgent('x'.repeat(5000))).toHaveLength(400);
  });

  it('keeps the network, never the address: /24 for IPv4, /48 for IPv6', () => {
    expect(networkOf('192.0.2.77')).toBe('192.0.2.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:1234:5678::1')).toBe('2001:db8:1234::/48');
    expect(networkOf('nu e adresă')).toBe('');
  });
});
