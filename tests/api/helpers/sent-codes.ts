import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '../../../src/server/db/schema.ts';

/** The six-digit code in the newest text queued for a phone number (local 07… form), as the phone would show it. */
export async function latestCodeTo(app: FastifyInstance, localPhone: string): Promise<string> {
  const [sms] = await app.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, `+254${localPhone.slice(1)}`))
    .orderBy(desc(outboxMessages.createdAt));
  return /\b(\d{6})\b/.exec(sms!.body)![1]!;
}
