import { chatLanguage, sendEnquiry } from '../../../api/engagement.ts';
import type { EngagementCreated } from '../../../contract/engagement.ts';
import { text } from '../../../conversation/flow-protocol.ts';
import { FEEDBACK_OFFER } from '../../shared/feedback-offer.ts';
import { createFormFlow } from '../../shared/form/machine.ts';
import { isPrefilled, storedContact } from '../../shared/form/stored-contact.ts';

/**
 * "Send us a message": free text with contact data as SPEC §3 has it — an e-mail, and optionally a
 * name and a phone number. Staff read it at /staff; it is kept six full years (SPEC §9).
 */
export const enquiryFlow = createFormFlow<null, EngagementCreated>({
  id: 'enquiry',
  load: async () => ({ options: null, answers: storedContact() }),
  submit: (answers) =>
    sendEnquiry({
      message: answers.message ?? '',
      email: answers.email ?? '',
      name: answers.name || null,
      phone_number: answers.phone_number || null,
      language: chatLanguage(),
    }),
  questions: [
    {
      field: 'message',
      ask: () => text('talk:enquiry.ask_message'),
      input: { kind: 'text', label: 'talk:enquiry.field_message' },
    },
    {
      field: 'email',
      ask: () => text('talk:enquiry.ask_email'),
      input: { kind: 'email', label: 'talk:enquiry.field_email' },
      skip: isPrefilled('email'),
    },
    {
      field: 'name',
      ask: () => text('talk:enquiry.ask_name'),
      input: { kind: 'name', label: 'talk:callback.field_name' },
      optional: true,
      skip: isPrefilled('name'),
    },
    {
      field: 'phone_number',
      ask: () => text('talk:enquiry.ask_phone_number'),
      input: { kind: 'phone', label: 'talk:callback.field_phone_number' },
      optional: true,
      skip: isPrefilled('phone_number'),
    },
  ],
  summary: (answers) =>
    text('talk:enquiry.summary', {
      message: answers.message ?? '',
      email: answers.email ?? '',
      name: answers.name || '—',
      phone: answers.phone_number || '—',
    }),
  done: (result) => ({
    body: text('talk:enquiry.done', { reference: result.reference }),
    quickReplies: [FEEDBACK_OFFER],
  }),
});
