/**
 * A question for the Community as the chat shows it: before posting, what will be posted (the words,
 * the photos, the crop, the place); once posted, the same with the question's id, for its link.
 */
export interface CommunityQuestionCardData {
  text: string;
  /** Small data URLs of the check's photos, kept on the device. */
  thumbnails: string[];
  crop: string;
  place: string | null;
  question?: string;
}
