import { describe, expect, it } from 'vitest';
import { anonymiseIp } from '../../../src/server/logging/anonymise-ip.ts';

describe('IP anonymisation for logs', () => {
  it('zeroes the last octet of an IPv4 address', () => {
    expect(anonymiseIp('41.90.64.187')).toBe('41.90.64.0');
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(anonymiseIp('::ffff:197.232.1.9')).toBe('197.232.1.0');
  });

  it('keeps only the first 48 bits of an IPv6 address', () => {
    expect(anonymiseIp('2c0f:fe38:2040:1a2b:3c4d:5e6f:7a8b:9c0d')).toBe('2c0f:fe38:2040::');
    expect(anonymiseIp('::1')).toBe('0:0:0::');
  });

  it('never passes through something that is not an address', () => {
    expect(anonymiseIp('not-an-ip')).toBe('unknown');
  });
});
