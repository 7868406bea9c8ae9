import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { UNKNOWN_LABEL } from '../../../contract/case-review.ts';
import type { DifferentialRecord } from '../../../contract/differential.ts';
import type { Db } from '../../db/database.ts';
import {
  callbackRequests,
  caseReviews,
  communityQuestionPhotos,
  communityQuestions,
  uploadedImages,
  users,
} from '../../db/schema.ts';

export interface LabelledPhoto {
  imageId: string;
  storageKey: string;
  /** The agronomist's label, in the model's canonical name. */
  label: string;
  /** What the farmer told the chat about this case, when the photo alone could not tell. */
  differential: DifferentialRecord | null;
}

/**
 * The photos an agronomist confirmed or corrected to a label the model knows (in a booking's review, or
 * by naming the condition of a Community question), of owners who allowed their photos to improve the
 * checker. An anonymous photo has no owner to ask and is never among them;
 * a deleted account's photos are gone from the database, so they cannot be exported afterwards.
 */
export async function consentedLabelledPhotos(db: Db): Promise<LabelledPhoto[]> {
  const reviews = await db
    .select({ label: caseReviews.label, caseData: callbackRequests.caseData })
    .from(caseReviews)
    .innerJoin(callbackRequests, eq(callbackRequests.id, caseReviews.callbackId))
    .where(and(ne(caseReviews.label, UNKNOWN_LABEL), isNotNull(callbackRequests.caseData)));
  const labelOf = new Map<string, string>();
  const differentialOf = new Map<string, DifferentialRecord>();
  for (const photo of await labelledQuestionPhotos(db)) labelOf.set(photo.imageId, photo.label);
  for (const review of reviews)
    for (const photoId of review.caseData?.photo_ids ?? []) {
      labelOf.set(photoId, review.label);
      if (review.caseData?.differential) differentialOf.set(photoId, review.caseData.differential);
    }
  if (labelOf.size === 0) return [];
  const images = await db
    .select({ id: uploadedImages.id, storageKey: uploadedImages.storageKey })
    .from(uploadedImages)
    .innerJoin(users, eq(users.id, uploadedImages.userId))
    .where(and(inArray(uploadedImages.id, [...labelOf.keys()]), eq(users.photoConsent, true)));
  return images
    .map((image) => ({
      imageId: image.id,
      storageKey: image.storageKey,
      label: labelOf.get(image.id)!,
      differential: differentialOf.get(image.id) ?? null,
    }))
    .sort((a, b) => a.imageId.localeCompare(b.imageId));
}

/** The photos of Community questions a staff agronomist labelled, with that label. */
function labelledQuestionPhotos(db: Db) {
  return db
    .select({ imageId: communityQuestionPhotos.imageId, label: sql<string>`${communityQuestions.label}` })
    .from(communityQuestionPhotos)
    .innerJoin(communityQuestions, eq(communityQuestions.id, communityQuestionPhotos.questionId))
    .where(isNotNull(communityQuestions.label));
}
