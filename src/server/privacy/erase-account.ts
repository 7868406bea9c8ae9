import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  contactChanges,
  diagnoses,
  outboxMessages,
  throttleBuckets,
  uploadedImages,
  users,
} from '../db/schema.ts';
import { executorFor, type SqlExecutor } from '../db/transaction-sql.ts';
import type { UserRow } from '../services/accounts/user-profile.ts';
import { anonymiseContactRecords } from './anonymise-contact-records.ts';
import type { PersonIdentifiers } from './person-identifiers.ts';

export interface ErasureDeps {
  db: Db;
  clock: () => Date;
  /** Queues the removal of photo files, inside the erasure's transaction (image-file-removal.ts). */
  queueFileRemoval(keys: string[], db: SqlExecutor): Promise<void>;
}

export const identifiersOf = (user: UserRow): PersonIdentifiers => ({
  userId: user.id,
  phone: user.phoneNumber,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
});

/**
 * Deletes a person (SPEC §4, issue 14): in one transaction, so a failure leaves everything as it was.
 * - their photos (rows, with tasks and first diagnoses cascading; files by a queued job), diagnoses,
 *   plantings and logins (cascading with the account) go;
 * - contact records stay without them (anonymise-contact-records.ts);
 * - messages addressed to them (and to a new address they asked for), and lockout counters keyed on
 *   them, go;
 * - the account row goes last.
 * README.md in this folder lists every table and what happens to it; the every-table test enforces it.
 */
export async function eraseAccount(deps: ErasureDeps, user: UserRow): Promise<void> {
  const person = identifiersOf(user);
  await deps.db.transaction(async (tx) => {
    // Codes for a new phone or e-mail went to that address: it is theirs too.
    const asked = await tx
      .select({ value: contactChanges.newValue })
      .from(contactChanges)
      .where(eq(contactChanges.userId, user.id));
    const addresses = [
      person.phone,
      ...(person.email ? [person.email] : []),
      ...asked.map((row) => row.value),
    ];
    await anonymiseContactRecords(tx, person, deps.clock());

    await tx.delete(diagnoses).where(eq(diagnoses.userId, user.id));
    const photos = await tx
      .delete(uploadedImages)
      .where(eq(uploadedImages.userId, user.id))
      .returning({ key: uploadedImages.storageKey });
    await deps.queueFileRemoval(
      photos.map((photo) => photo.key),
      executorFor(tx as unknown as Db),
    );

    await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, addresses));
    await tx
      .delete(throttleBuckets)
      .where(
        or(...[user.id, ...addresses].map((value) => sql`strpos(${throttleBuckets.key}, ${value}) > 0`)),
      );
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
