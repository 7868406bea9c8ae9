import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../src/server/http/client-address.ts';

describe('the address per-address limits count', () => {
  it('counts an IPv4 client, mapped into IPv6 or not, by its address', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const spellings = [
      '2001:db8:12:34::1',
      '2001:db8:12:34:ffff:ffff:ffff:fffe',
      '2001:0DB8:0012:0034:0000:0000:0000:0002',
      '2001:db8:12:34:a:b::9',
      '2001:db8:12:34::1%eth0',
    ];
    expect(new Set(spellings.map(clientAddress))).toEqual(new Set(['2001:db8:12:34::/64']));
    expect(clientAddress('2001:db8:12:35::1')).toBe('2001:db8:12:35::/64');
  });

  it('reads addresses whose zeros are folded into the first groups', () => {
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
  });
});
