import type { Db } from '../db/database.ts';
import { executorFor, type SqlExecutor } from '../db/transaction-sql.ts';
import type { UserRow } from '../services/accounts/user-profile.ts';
import { anonymiseContactRecords } from './anonymise-contact-records.ts';
import { eraseCommunityPosts } from './erase-community-posts.ts';
import type { PersonIdentifiers } from './person-identifiers.ts';
import { profileOf } from '../services/community-profiles/community-profile-repository.ts';
import { refreshOutbreakCounts } from '../services/outbreaks/weekly-count-repository.ts';
import {
  askedContactAddresses,
  deleteAccount,
  deleteDiagnosesOf,
  deleteOutboxMessagesTo,
  deletePhotosOf,
  deleteThrottleCountersNaming,
} from './person-records-repository.ts';

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
 * - Community posts others relied on stay as a former member's, the rest go (erase-community-posts.ts);
 * - contact records stay without them (anonymise-contact-records.ts);
 * - messages addressed to them (and to a new address they asked for), and lockout counters keyed on
 *   them, go;
 * - the account row goes last, with the Community profile (its nickname struck out of kept posts too);
 * - the outbreak counts are refreshed before the commit, so the cases they keep counting count them
 *   by the booking alone, not by their account.
 * README.md in this folder lists every table and what happens to it; the every-table test enforces it.
 */
export async function eraseAccount(deps: ErasureDeps, user: UserRow): Promise<void> {
  const person = identifiersOf(user);
  await deps.db.transaction(async (tx) => {
    person.nickname = (await profileOf(tx, user.id))?.nickname ?? null;
    // Codes for a new phone or e-mail went to that address: it is theirs too.
    const addresses = [
      ...(person.phone ? [person.phone] : []),
      ...(person.email ? [person.email] : []),
      ...(await askedContactAddresses(tx, user.id)),
    ];
    await anonymiseContactRecords(tx, person, deps.clock());
    await eraseCommunityPosts(tx, person);

    await deleteDiagnosesOf(tx, user.id);
    const photoKeys = await deletePhotosOf(tx, user.id);
    await deps.queueFileRemoval(photoKeys, executorFor(tx as unknown as Db));

    await deleteOutboxMessagesTo(tx, addresses);
    await deleteThrottleCountersNaming(tx, [user.id, ...addresses]);
    await deleteAccount(tx, user.id);
    await refreshOutbreakCounts(tx);
  });
}
