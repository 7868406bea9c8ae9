import type { Answer, CommunityAuthor, Question } from '../../../contract/community.ts';
import { maskContacts } from '../../../contract/community.ts';
import { API_PATH } from '../../http/api-path.ts';
import { pictureAddress } from '../community-profiles/community-profile.ts';
import type { AnswerRow, QuestionRow } from './community-repository.ts';

interface AuthorColumns {
  authorFirstName: string | null;
  authorLastName: string | null;
  authorRole: string | null;
  /** The Community profile's (issue 31 §4); absent or null while the person has none. */
  authorNickname?: string | null;
  authorProfileId?: string | null;
  authorPictureUpdatedAt?: Date | null;
}

/**
 * The profile's nickname and picture; without a profile, the account's first name and the initial of
 * the last: enough to tell people apart, never a phone number or e-mail.
 */
export function communityAuthor(row: AuthorColumns): CommunityAuthor {
  if (row.authorFirstName === null) return { nickname: null, picture: null, agronomist: false };
  const initial = row.authorLastName?.trim().charAt(0);
  const picture =
    row.authorProfileId && row.authorPictureUpdatedAt
      ? pictureAddress(row.authorProfileId, row.authorPictureUpdatedAt)
      : null;
  return {
    nickname: row.authorNickname ?? (initial ? `${row.authorFirstName} ${initial}.` : row.authorFirstName),
    picture,
    agronomist: row.authorRole === 'staff',
  };
}

/** The author reads their own words as written; everyone else with phone numbers and e-mails masked. */
const shownText = (text: string, mine: boolean) => (mine ? text : maskContacts(text));

export function questionView(row: QuestionRow, positions: number[], viewerId: string | null): Question {
  const { question } = row;
  const mine = viewerId !== null && question.userId === viewerId;
  return {
    id: question.id,
    text: shownText(question.text, mine),
    crop: question.crop,
    photos: positions.map((position) => `${API_PATH}/community/questions/${question.id}/photos/${position}/`),
    county: question.county,
    language: question.language,
    author: communityAuthor(row),
    answers: row.answers,
    solved: question.solvedBy !== null,
    state: question.state,
    hidden_reason: mine ? question.hiddenReason : null,
    mine,
    created_at: question.createdAt.toISOString(),
  };
}

export function answerView(row: AnswerRow, solvedBy: string | null, viewerId: string | null): Answer {
  const { answer } = row;
  const mine = viewerId !== null && answer.userId === viewerId;
  return {
    id: answer.id,
    question: answer.questionId,
    text: shownText(answer.text, mine),
    author: communityAuthor(row),
    helpful: row.helpful,
    marked_helpful: row.markedHelpful,
    solved: solvedBy === answer.id,
    state: answer.state,
    hidden_reason: mine ? answer.hiddenReason : null,
    mine,
    created_at: answer.createdAt.toISOString(),
  };
}
