import type { Db } from '../../db/database.ts';
import { farmerMessageById } from '../callbacks/farmer-message-repository.ts';
import { answerById, questionById } from '../community/community-repository.ts';
import { communityAuthor } from '../community/community-view.ts';
import { noticeQuote, type FarmerNotice } from './farmer-notice.ts';

/**
 * "An agronomist or the Community answered me", named by the answer's id only: the job that carries
 * it keeps no one's name, number or words, which are read from the answer when the notice is sent.
 */
export interface AnswerEvent {
  event: 'staff-answer' | 'community-answer';
  /** The farmer message (an agronomist's answer) or the Community answer. */
  id: string;
}

/** The notice of an answer, as its farmer will read it; null when there is no one to tell. */
export async function answerNotice(db: Db, answer: AnswerEvent): Promise<FarmerNotice | null> {
  if (answer.event === 'staff-answer') {
    const message = await farmerMessageById(db, answer.id);
    if (!message?.userId) return null;
    return {
      userId: message.userId,
      kind: 'answer',
      eventKey: `staff-answer:${message.id}`,
      params: { author: message.authorName, text: noticeQuote(message.body) },
      url: '/',
      // The answer is in their chat and came by SMS already: their setting may add a push notification.
      already: { chat: true, sms: true },
    };
  }
  const row = await answerById(db, answer.id);
  if (!row || row.answer.state !== 'published') return null;
  const asked = await questionById(db, row.answer.questionId);
  const askerId = asked?.question.userId;
  if (!askerId || askerId === row.answer.userId) return null;
  return {
    userId: askerId,
    kind: 'answer',
    eventKey: `community-answer:${row.answer.id}`,
    params: { author: communityAuthor(row).nickname ?? '', text: noticeQuote(row.answer.text) },
    url: `/community/questions/${asked.question.id}`,
    already: { chat: true },
  };
}
