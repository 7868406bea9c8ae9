import { phoneOf } from '../accounts/account-phone.ts';
import { FARMER_CLAIM_PENDING } from '../../../contract/farmer-claim.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { userById } from '../accounts/account-repository.ts';
import {
  insertOwnFarmerUnlessTaken,
  numberHasFarmer,
  ownFarmerOf,
  unclaimedFarmerWithNumber,
  updateOwnFarmer,
} from './farmer-repository.ts';

/**
 * An account's own farmer record carries the account's number, which changes only after a code sent to
 * the new one (`accounts/me/confirm/`): it follows along, unless another farmer's record holds that
 * number already (a data manager registered it), which keeps its own.
 */
export async function followAccountNumber(db: Db, userId: string, phoneNumber: string) {
  if (await numberHasFarmer(db, phoneNumber)) return;
  await updateOwnFarmer(db, userId, { phoneNumber, updatedAt: new Date() });
}

/** A name corrected in "My details" is the person's name on their own farmer record too. */
export async function followAccountName(db: Db, userId: string, firstName: string, lastName: string) {
  await updateOwnFarmer(db, userId, { firstName, lastName, updatedAt: new Date() });
}

/**
 * The data manager's record an account may claim: it holds the account's number and no account yet,
 * and the account has no record of its own. Registration proves nothing about the number, so it stays
 * hidden until the code sent there comes back (farmer-claim.ts).
 */
export async function claimableFarmer(db: Db, userId: string, phoneNumber: string) {
  if (await ownFarmerOf(db, userId)) return undefined;
  return unclaimedFarmerWithNumber(db, phoneNumber);
}

/**
 * Every user has their own farmer record from first use, made from the account; when a data manager
 * registered this phone number first, the account has none until it proves the number: 409.
 */
export async function ensureOwnFarmer(db: Db, userId: string) {
  const mine = await ownFarmerOf(db, userId);
  if (mine) return mine;
  const user = await userById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const phoneNumber = phoneOf(user);
  if (await claimableFarmer(db, userId, phoneNumber)) throw new ApiError(409, FARMER_CLAIM_PENDING);
  const made = await insertOwnFarmerUnlessTaken(db, {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber,
    userId,
    registeredBy: userId,
  });
  if (made) return made;
  // Two first requests at once: the other one made it.
  const raced = await ownFarmerOf(db, userId);
  if (raced) return raced;
  throw new Error(`phone ${user.phoneNumber} belongs to another account's farmer record`);
}
