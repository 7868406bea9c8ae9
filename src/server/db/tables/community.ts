import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { uploadedImages } from './diagnosis.ts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull();
const postState = () =>
  text('state', { enum: ['published', 'held', 'hidden'] })
    .notNull()
    .default('published');

/**
 * The Community (issue 31): questions farmers ask, answers others give. The author is null for "a
 * former member" whose account was erased (their posts others relied on stay).
 */
export const communityQuestions = pgTable(
  'community_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    crop: text('crop').notNull(),
    county: text('county'),
    language: text('language', { enum: ['en', 'sw'] }).notNull(),
    state: postState(),
    hiddenReason: text('hidden_reason'),
    /** The answer the asker marked "this solved it". */
    solvedBy: uuid('solved_by'),
    /**
     * The known condition (a classifier label of the question's crop) a staff agronomist saw in the
     * photos: the question then joins the confirmed set and the outbreak watch's "reported" counts.
     */
    label: text('label'),
    labelledBy: uuid('labelled_by').references(() => users.id, { onDelete: 'set null' }),
    labelledAt: timestamp('labelled_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('community_questions_created_idx').on(table.createdAt),
    index('community_questions_user_idx').on(table.userId, table.createdAt),
    // The outbreak watch reads one week of labelled questions at a time.
    index('community_questions_labelled_idx')
      .on(table.createdAt)
      .where(sql`${table.label} is not null`),
  ],
);

/** A question's photos: uploads of the asker (checked and stripped like every plant-check photo). */
export const communityQuestionPhotos = pgTable(
  'community_question_photos',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => communityQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.position] })],
);

export const communityAnswers = pgTable(
  'community_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => communityQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    state: postState(),
    hiddenReason: text('hidden_reason'),
    createdAt: created(),
  },
  (table) => [
    index('community_answers_question_idx').on(table.questionId, table.createdAt),
    index('community_answers_user_idx').on(table.userId, table.createdAt),
  ],
);

/** "Helpful", once per person and answer. */
export const communityHelpfulVotes = pgTable(
  'community_helpful_votes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => communityAnswers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (table) => [primaryKey({ columns: [table.answerId, table.userId] })],
);

/**
 * A report of one post. `reporterId` is null for the server's own (an answer naming a banned or
 * restricted pesticide), and a person's reports go with their account; `handledAt` is set when the grievance officer acts on the post.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id').references(() => communityQuestions.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => communityAnswers.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['spam', 'abuse', 'dangerous_advice', 'personal_data'] }).notNull(),
    createdAt: created(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('community_reports_question_idx').on(table.questionId),
    index('community_reports_answer_idx').on(table.answerId),
    // A person's report of a post waits once: reporting it again cannot fill the table or the queue.
    uniqueIndex('community_reports_open_question_idx')
      .on(table.reporterId, table.questionId)
      .where(sql`${table.handledAt} is null`),
    uniqueIndex('community_reports_open_answer_idx')
      .on(table.reporterId, table.answerId)
      .where(sql`${table.handledAt} is null`),
  ],
);

/**
 * What the grievance officer did and why, with who and when: kept when the post or its author goes
 * (the post's and author's ids are emptied, the reason has the author struck out).
 */
export const communityModerationActions = pgTable(
  'community_moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id').references(() => communityQuestions.id, { onDelete: 'set null' }),
    answerId: uuid('answer_id').references(() => communityAnswers.id, { onDelete: 'set null' }),
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['hide', 'restore', 'warn', 'suspend'] }).notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: created(),
  },
  (table) => [
    index('community_moderation_question_idx').on(table.questionId),
    index('community_moderation_answer_idx').on(table.answerId),
    index('community_moderation_subject_idx').on(table.subjectId),
  ],
);
