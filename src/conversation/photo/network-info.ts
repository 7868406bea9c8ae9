import type { networkTypes } from '../../contract/classify.ts';

type NetworkType = (typeof networkTypes)[number];

interface NetworkInformation {
  type?: string;
  effectiveType?: string;
}

/**
 * 3G, 4G or Wi-Fi from the Network Information API where the browser has it (Chrome on Android),
 * else "unknown": the privacy notice lists it, so it is sent as seen and never guessed.
 */
export function currentNetworkType(nav: Navigator = navigator): NetworkType {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return 'unknown';
  if (connection.type === 'wifi' || connection.type === 'ethernet') return 'wifi';
  // effectiveType alone describes speed, not the radio: a slow Wi-Fi also reads "3g", so it needs type.
  if (connection.type === 'cellular') {
    if (connection.effectiveType === '4g') return '4g';
    if (connection.effectiveType === '3g' || connection.effectiveType === '2g') return '3g';
  }
  return 'unknown';
}

/** ISO country code of the device's locale (e.g. KE from sw-KE); absent when the locale names none. */
export function deviceCountry(languages: readonly string[] = navigator.languages): string | undefined {
  for (const tag of languages) {
    const region = tag.split('-')[1];
    if (region && /^[A-Za-z]{2}$/.test(region)) return region.toUpperCase();
  }
  return undefined;
}
