import { appendFile } from 'node:fs/promises';
import type { Db } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema.ts';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  language: string;
  template: string;
  body: string;
}

/** Writes a message for delivery; with a mirror file configured, also appends it there (development, tests). */
export function createOutboxWriter(db: Db, clock: () => Date, mirrorFile: string | undefined) {
  return {
    async enqueue(message: OutboxMessage): Promise<void> {
      const createdAt = clock();
      await db.insert(outboxMessages).values({ ...message, createdAt });
      if (mirrorFile) await appendFile(mirrorFile, `${JSON.stringify({ ...message, createdAt })}\n`);
    },
  };
}

export type OutboxWriter = ReturnType<typeof createOutboxWriter>;
