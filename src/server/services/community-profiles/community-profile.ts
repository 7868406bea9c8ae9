import type { output } from 'zod';
import type { CommunityProfile, communityProfileUpdateSchema } from '../../../contract/community-profile.ts';
import { PROFILE_PICTURE_LONGEST_SIDE } from '../../../contract/community-profile.ts';
import type { Db } from '../../db/database.ts';
import { FieldErrors } from '../../errors/api-error.ts';
import { API_PATH } from '../../http/api-path.ts';
import { cleanImage } from '../classify/clean-image.ts';
import { placeById } from '../places/place-repository.ts';
import {
  nicknameTakenByOther,
  profileOf,
  saveProfile,
  setPicture,
  type ProfileSummary,
} from './community-profile-repository.ts';

/**
 * The picture's public address. The time it was set is in the query, so a new picture is fetched at
 * once while an unchanged one stays in caches.
 */
export function pictureAddress(profileId: string, setAt: Date): string {
  return `${API_PATH}/community/profile-pictures/${profileId}/?v=${setAt.getTime()}`;
}

export function profileView(row: ProfileSummary | undefined): CommunityProfile {
  if (!row) return { nickname: null, picture: null, county: null };
  return {
    nickname: row.nickname,
    picture: row.pictureUpdatedAt ? pictureAddress(row.id, row.pictureUpdatedAt) : null,
    county: row.county,
  };
}

const nicknameTaken = () => new FieldErrors({ nickname: ['nickname_taken'] }, 409);

/** Sets the nickname (unique whatever its case) and the county (one of Kenya's 47). */
export async function updateProfile(
  db: Db,
  userId: string,
  change: output<typeof communityProfileUpdateSchema>,
  now: Date,
): Promise<CommunityProfile> {
  if (change.county !== null && !(await placeById(db, 'county', change.county)))
    throw new FieldErrors({ county: ['unknown_county'] });
  if (await nicknameTakenByOther(db, change.nickname, userId)) throw nicknameTaken();
  const saved = await saveProfile(db, { userId, ...change, now });
  if (!saved) throw nicknameTaken();
  return profileView(saved);
}

/**
 * The picture goes through the plant photos' cleaning (type sniffed, upright, no EXIF or GPS) and is
 * kept small. A profile needs its nickname first: a picture alone would stand beside no name.
 */
export async function replacePicture(
  db: Db,
  userId: string,
  image: Buffer | null,
  now: Date,
): Promise<CommunityProfile> {
  if (!(await profileOf(db, userId))) throw new FieldErrors({ nickname: ['nickname_first'] }, 409);
  const picture = image ? (await cleanImage(image, PROFILE_PICTURE_LONGEST_SIDE)).data : null;
  return profileView(await setPicture(db, userId, picture, now));
}
