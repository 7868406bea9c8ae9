import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CallbackCase } from '../../../contract/callback.ts';
import { NOTIFICATION_KINDS } from '../../../contract/notifications.ts';
import { users } from './accounts.ts';
import { alertDrafts } from './alerts.ts';

/**
 * A farmer's booked call (or SMS exchange) with an agronomist. Anonymous bookings are reached with a
 * token given once at booking; only its hash is kept.
 */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the farmer quotes on the phone, e.g. MIM-4F7K2. */
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash'),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    channel: text('channel', { enum: ['call', 'sms'] }).notNull(),
    language: text('language', { enum: ['en', 'sw'] }).notNull(),
    topic: text('topic', { enum: ['crop_problem', 'product', 'complaint', 'other'] }).notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    status: text('status', {
      enum: ['new', 'scheduled', 'called', 'no_answer', 'resolved', 'cancelled'],
    })
      .notNull()
      .default('new'),
    /**
     * When staff should try again after an unanswered call (the queue orders by it instead of the slot);
     * null before the first attempt, and once the booking is closed.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The diagnosis the farmer came from, as the chat handed it over. */
    caseData: jsonb('case_data').$type<CallbackCase>(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('callback_requests_slot_idx').on(table.slotStart),
    index('callback_requests_user_idx').on(table.userId),
  ],
);

/** Staff notes on a callback or an engagement request; visible to staff only. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: ['callback', 'engagement'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_notes_subject_idx').on(table.subjectKind, table.subjectId)],
);

/** Staff answers to a farmer: sent by SMS and shown in the farmer's chat when it next opens. */
export const farmerMessages = pgTable(
  'farmer_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    callbackId: uuid('callback_id').references(() => callbackRequests.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    /** For an agronomist's review of the case photos: the label they settled on, shown with its advice. */
    label: text('label'),
    /** A review that changed one the farmer had already been told about. */
    replacesEarlier: boolean('replaces_earlier').notNull().default(false),
    /** An approved outbreak alert for the farmer's area, from Mimea rather than an agronomist. */
    alertDraftId: uuid('alert_draft_id').references(() => alertDrafts.id, { onDelete: 'set null' }),
    /** A notice from Mimea itself (a callback coming…) that the farmer chose to get in the chat only. */
    noticeKind: text('notice_kind', { enum: NOTIFICATION_KINDS }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('farmer_messages_user_idx').on(table.userId, table.createdAt)],
);

/**
 * An agronomist's verdict on a booking's case photos: the model's answer confirmed, or corrected to
 * another label ("unknown" when it is none the model knows). One per booking, the latest standing;
 * with the owner's consent these photos become training data (`npm run dataset -- export`).
 */
export const caseReviews = pgTable('case_reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  callbackId: uuid('callback_id')
    .notNull()
    .unique()
    .references(() => callbackRequests.id, { onDelete: 'cascade' }),
  decision: text('decision', { enum: ['confirmed', 'corrected'] }).notNull(),
  label: text('label').notNull(),
  /** The model's answer as the case showed it, kept because a correction is judged against it. */
  modelLabel: text('model_label'),
  note: text('note'),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /**
   * When the farmer's message about this review is due (the grace for second thoughts); null when none
   * waits. One message per review, never one per click.
   */
  messageDueAt: timestamp('message_due_at', { withTimezone: true }),
  /** The label the farmer was last told, so a changed review can say it replaces it. */
  toldLabel: text('told_label'),
});

/**
 * Each time an agronomist tried to reach the farmer of a booking, and what came of it: the booking's
 * status holds only the latest word, so without these a farmer who did not pick up would vanish.
 */
export const callAttempts = pgTable(
  'call_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callbackId: uuid('callback_id')
      .notNull()
      .references(() => callbackRequests.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['called', 'no_answer'] }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('call_attempts_callback_idx').on(table.callbackId, table.createdAt)],
);
