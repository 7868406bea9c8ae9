import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { output } from 'zod';
import type { callbackCreateSchema } from '../../../contract/callback.ts';
import type { CallbackConfig } from '../../config/talk-config.ts';
import type { Db } from '../../db/database.ts';
import { callbackRequests } from '../../db/schema.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import type { OutboxWriter } from '../outbox/outbox-writer.ts';
import { queueSms } from '../outbox/sms-templates.ts';
import { takeTypedNumberText, type TypedNumberTexts } from '../outbox/typed-number-texts.ts';
import { withFreshReference } from '../reference-number.ts';
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
/** One advisory lock for all bookings: two people cannot both take the last place in a slot. */
const BOOKING_LOCK = 720_115;

async function slotsWithRoom(db: Db | Tx, deps: CallbackDeps, exceptId?: string) {
  const now = deps.clock();
  const { from, to } = bookingWindow(deps.config, now);
  const rows = await db
    .select({ slotStart: callbackRequests.slotStart })
    .from(callbackRequests)
    .where(
      and(
        ne(callbackRequests.status, 'cancelled'),
        gte(callbackRequests.slotStart, from),
        lt(callbackRequests.slotStart, to),
        exceptId ? ne(callbackRequests.id, exceptId) : undefined,
      ),
    );
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
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`);
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
      const [inserted] = await tx
        .insert(callbackRequests)
        .values({
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
        })
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
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
    const [updated] = await tx
      .update(callbackRequests)
      .set({ slotStart, status: 'new', updatedAt: deps.clock() })
      .where(eq(callbackRequests.id, row.id))
      .returning();
    return updated!;
  });
  await queueSms(deps.outbox, smsFor(moved), 'callback_moved', slotParams(moved));
  return moved;
}

export async function cancelCallback(deps: CallbackDeps, row: CallbackRow): Promise<CallbackRow> {
  assertChangeable(row);
  const [cancelled] = await deps.db
    .update(callbackRequests)
    .set({ status: 'cancelled', updatedAt: deps.clock() })
    .where(eq(callbackRequests.id, row.id))
    .returning();
  await queueSms(deps.outbox, smsFor(cancelled!), 'callback_cancelled', slotParams(cancelled!));
  return cancelled!;
}
