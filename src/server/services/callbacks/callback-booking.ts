import type { output } from 'zod';
import type { callbackCreateSchema } from '../../../contract/callback.ts';
import type { CallbackConfig } from '../../config/talk-config.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import type { OutboxWriter } from '../outbox/outbox-writer.ts';
import { queueSms } from '../outbox/sms-templates.ts';
import { takeTypedNumberText, type TypedNumberTexts } from '../outbox/typed-number-texts.ts';
import { withFreshReference } from '../reference-number.ts';
import {
  bookedSlotsBetween,
  insertBookingUnlessReferenceTaken,
  lockBookings,
  updateBooking,
} from './callback-repository.ts';
import { newBookingToken, type CallbackRow } from './callback-view.ts';
import { checkCaseOwnership, type CaseBooker } from './case-ownership.ts';
import { formatSlot } from './nairobi-time.ts';
import { bookingWindow, countBookings, openSlots } from './slot-plan.ts';

export interface CallbackDeps {
  db: Db;
  config: CallbackConfig;
  clock: () => Date;
  outbox: OutboxWriter;
  texts: TypedNumberTexts;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function slotsWithRoom(db: Db | Tx, deps: CallbackDeps, exceptId?: string) {
  const now = deps.clock();
  const { from, to } = bookingWindow(deps.config, now);
  const rows = await bookedSlotsBetween(db, from, to, exceptId);
  return openSlots(deps.config, now, countBookings(rows));
}

export const listOpenSlots = (deps: CallbackDeps) => slotsWithRoom(deps.db, deps);

/** Runs `write` with the slot still free, under the booking lock; a taken or unknown slot is a field error. */
async function inFreeSlot<T>(
  deps: CallbackDeps,
  slot: string,
  exceptId: string | undefined,
  write: (tx: Tx, start: Date) => Promise<T>,
) {
  const start = new Date(slot);
  return deps.db.transaction(async (tx) => {
    await lockBookings(tx);
    const free = await slotsWithRoom(tx, deps, exceptId);
    if (!free.some((open) => new Date(open.start).getTime() === start.getTime())) {
      throw new FieldErrors({ slot: ['slot_unavailable'] });
    }
    return write(tx, start);
  });
}

const smsFor = (row: CallbackRow) => ({ phone: row.phone, language: row.language });
const slotParams = (row: CallbackRow) => ({
  reference: row.reference,
  slot: formatSlot(row.slotStart, row.language),
});

export async function bookCallback(
  deps: CallbackDeps,
  request: output<typeof callbackCreateSchema>,
  booker: CaseBooker,
): Promise<{ row: CallbackRow; token: string | null }> {
  await checkCaseOwnership(deps.db, booker, request.case);
  await takeTypedNumberText(deps.texts, request.phone_number);
  const { userId } = booker;
  const token = userId ? null : newBookingToken();
  const row = await inFreeSlot(deps, request.slot, undefined, (tx, slotStart) =>
    withFreshReference(async (reference) => {
      const now = deps.clock();
      return insertBookingUnlessReferenceTaken(tx, {
        reference,
        userId,
        tokenHash: token?.hash ?? null,
        name: request.name,
        phone: request.phone_number,
        channel: request.channel,
        language: request.language,
        topic: request.topic,
        slotStart,
        caseData: request.case ?? null,
        note: request.note || null,
        createdAt: now,
        updatedAt: now,
      });
    }),
  );
  await queueSms(deps.outbox, smsFor(row), `callback_booked_${row.channel}`, slotParams(row));
  return { row, token: token?.token ?? null };
}

/** Only a booking nobody has worked on yet may be moved or cancelled by the farmer. */
function assertChangeable(row: CallbackRow) {
  if (row.status !== 'new' && row.status !== 'scheduled') throw new ApiError(409, 'callback_closed');
}

export async function moveCallback(deps: CallbackDeps, row: CallbackRow, slot: string): Promise<CallbackRow> {
  assertChangeable(row);
  await takeTypedNumberText(deps.texts, row.phone);
  const moved = await inFreeSlot(deps, slot, row.id, async (tx, slotStart) => {
    return updateBooking(tx, row.id, { slotStart, status: 'new', updatedAt: deps.clock() });
  });
  await queueSms(deps.outbox, smsFor(moved), 'callback_moved', slotParams(moved));
  return moved;
}

export async function cancelCallback(deps: CallbackDeps, row: CallbackRow): Promise<CallbackRow> {
  assertChangeable(row);
  const cancelled = await updateBooking(deps.db, row.id, { status: 'cancelled', updatedAt: deps.clock() });
  await queueSms(deps.outbox, smsFor(cancelled), 'callback_cancelled', slotParams(cancelled));
  return cancelled;
}
