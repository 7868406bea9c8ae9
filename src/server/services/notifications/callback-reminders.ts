import { bookingsStartingBetween } from '../callbacks/callback-reminder-repository.ts';
import { formatSlot } from '../callbacks/nairobi-time.ts';
import { sendFarmerNotice, type FarmerNoticeDeps } from './farmer-notice.ts';

/** How long before the slot the farmer hears "my callback is coming": time to be by the phone. */
export const CALLBACK_REMINDER_LEAD_MS = 60 * 60 * 1000;

/**
 * "My callback is coming": each open booking of a farmer's account whose slot starts within the lead
 * time, once per booking and slot (a booking moved to another slot is told again), as the farmer's
 * callback setting says. Answers how many farmers were told.
 */
export async function remindCallbacks(deps: FarmerNoticeDeps): Promise<number> {
  const now = deps.clock();
  const due = await bookingsStartingBetween(
    deps.db,
    now,
    new Date(now.getTime() + CALLBACK_REMINDER_LEAD_MS),
  );
  let told = 0;
  for (const booking of due) {
    const channel = await sendFarmerNotice(deps, {
      userId: booking.userId!,
      kind: 'callback',
      eventKey: `callback:${booking.id}:${booking.slotStart.toISOString()}`,
      params: { reference: booking.reference, slot: formatSlot(booking.slotStart, booking.language) },
      url: '/',
    });
    if (channel) told += 1;
  }
  return told;
}
