import { isIPv6 } from 'node:net';

/** How many groups of an IPv6 address name the subscriber: a /64. */
const SUBSCRIBER_GROUPS = 4;

function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const part = (text: string) =>
    text
      .split(':')
      .filter(Boolean)
      // An IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) fills the last two groups.
      .flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = part(head);
  if (tail === undefined) return front;
  const back = part(tail);
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}

/**
 * The address that per-address limits count (login failures, resets, registrations, bookings,
 * uploads, the kiosk PIN, weather lookups). A mobile operator or home router gives one IPv6
 * subscriber a whole /64 to choose addresses from, so counting single IPv6 addresses handed them
 * 2^64 fresh limits: an IPv6 client is counted by its /64, an IPv4 one (or one mapped into IPv6) by
 * its address.
 */
export function clientAddress(ip: string): string {
  const unmapped = ip.toLowerCase().startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!isIPv6(unmapped)) return unmapped;
  const prefix = ipv6Groups(unmapped)
    .slice(0, SUBSCRIBER_GROUPS)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
