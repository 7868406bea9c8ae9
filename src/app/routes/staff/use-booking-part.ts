import { useEffect, useState } from 'react';

/** A part of a booking the desk loads on its own: still coming (null), loaded, or failed. */
export interface BookingPart<T> {
  value: T | null;
  failed: boolean;
}

/**
 * Loads one part of a booking (its farmer's history, its place on a map) once per booking; an answer
 * that arrives after the booking has closed is dropped. Each booking mounts its own parts, so the
 * first state is the only reset needed.
 */
export function useBookingPart<T>(
  bookingId: string,
  load: (bookingId: string) => Promise<T>,
): BookingPart<T> {
  const [part, setPart] = useState<BookingPart<T>>({ value: null, failed: false });
  useEffect(() => {
    let active = true;
    load(bookingId)
      .then((value) => active && setPart({ value, failed: false }))
      .catch(() => active && setPart({ value: null, failed: true }));
    return () => {
      active = false;
    };
  }, [bookingId, load]);
  return part;
}
