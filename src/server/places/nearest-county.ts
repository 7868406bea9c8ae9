/** Great-circle distance in kilometres between two WGS84 points. */
export function haversineKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

export interface CountyCentre {
  id: string;
  latitude: number;
  longitude: number;
}

/**
 * The county whose centroid is closest. Without boundary shapes this can be a neighbour near a
 * border, so the app says "near <county>" rather than "in".
 */
export function nearestCounty<T extends CountyCentre>(
  point: { latitude: number; longitude: number },
  centres: T[],
) {
  let best: { county: T; distanceKm: number } | null = null;
  for (const county of centres) {
    const distanceKm = haversineKm(point, county);
    if (!best || distanceKm < best.distanceKm) best = { county, distanceKm };
  }
  return best;
}
