import { isIPv4, isIPv6 } from 'node:net';

/**
 * IP anonymisation as the privacy notice promises (SPEC §1): the last octet of an IPv4 address and
 * everything after the first 48 bits of an IPv6 address are zeroed before anything is logged.
 */
export function anonymiseIp(ip: string | undefined): string | undefined {
  if (!ip) return ip;
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return mapped.replace(/\.\d+$/, '.0');
  if (isIPv6(ip)) {
    const [head = ''] = ip.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    while (groups.length < 3) groups.push('0');
    return `${groups.join(':')}::`;
  }
  return 'unknown';
}
