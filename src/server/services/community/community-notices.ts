import type { Db } from '../../db/database.ts';
import { userById } from '../accounts/account-repository.ts';
import { insertFarmerMessage } from '../callbacks/farmer-message-repository.ts';
import { messageTemplate } from '../outbox/message-templates.ts';

/** How many characters of a post a chat notice quotes. */
const QUOTE_CHARS = 120;
const quote = (text: string) => (text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text);

/**
 * Tells a person in their chat, the way agronomists' answers reach it (`messages/`): that their
 * question got an answer, or what the grievance officer decided about a post of theirs. No SMS: the
 * Community is read in the app.
 */
export async function tellInChat(
  db: Db,
  notice: {
    userId: string | null;
    language: 'en' | 'sw';
    template: 'community_answer' | 'community_hidden' | 'community_restored' | 'community_warning';
    params: { text: string; reason?: string };
    authorName: string;
    authorId: string | null;
    now: Date;
  },
): Promise<void> {
  if (notice.userId === null) return;
  const person = await userById(db, notice.userId);
  if (!person) return;
  await insertFarmerMessage(db, {
    userId: person.id,
    // A Community-only account has no phone: the notice is for its chat alone.
    phone: person.phoneNumber ?? '',
    body: messageTemplate(notice.language, notice.template, {
      ...notice.params,
      text: quote(notice.params.text),
    }),
    authorId: notice.authorId,
    authorName: notice.authorName,
    createdAt: notice.now,
  });
}
