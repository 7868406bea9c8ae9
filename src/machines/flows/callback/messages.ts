import type { InputKind, MessageBody, QuickReply } from '../../../conversation/chat-message.ts';
import type { Callback, CallbackCase, Slot } from '../../../contract/callback.ts';
import { BACK, choice, text, type SayParams } from '../../../conversation/flow-protocol.ts';
import { todayHere } from '../../../language/typed-date.ts';

export const SLOTS_PER_PAGE = 6;
export const SLOT_PREFIX = 'slot:';

/** One page of slots as quick replies (the text formats the time on the Nairobi clock), then "later times". */
export function slotReplies(slots: Slot[], page: number): QuickReply[] {
  const shown = slots.slice(page * SLOTS_PER_PAGE, (page + 1) * SLOTS_PER_PAGE);
  const more = slots.length > (page + 1) * SLOTS_PER_PAGE;
  return [
    ...shown.map((slot) => ({
      value: `${SLOT_PREFIX}${slot.start}`,
      label: { key: 'talk:callback.slot_label', params: { time: Date.parse(slot.start) } },
    })),
    ...(more ? [choice('later', 'talk:callback.later_times')] : []),
    BACK,
  ];
}

/** The slots from the day the farmer asked for ("kesho"), when there are any; else all of them. */
export function slotsFrom(slots: Slot[], fromDay: string | null): Slot[] {
  if (!fromDay) return slots;
  const later = slots.filter((slot) => todayHere(new Date(slot.start)) >= fromDay);
  return later.length > 0 ? later : slots;
}

export interface CallbackAnswers {
  name?: string;
  phone_number?: string;
  channel?: 'call' | 'sms';
  language?: 'en' | 'sw';
  topic?: 'crop_problem' | 'product' | 'complaint' | 'other';
  slot?: string;
  note?: string;
}

/** A question answered with quick replies, e.g. `talk:callback.ask_channel` with "call" and "SMS". */
export function pickQuestion(field: 'channel' | 'language' | 'topic', values: readonly string[]): SayParams {
  return {
    body: text(`talk:callback.ask_${field}`),
    quickReplies: [...values.map((value) => choice(value, `talk:callback.${field}_${value}`)), BACK],
  };
}

/** A question answered by typing; the note may be skipped. */
export function typedQuestion(field: 'name' | 'phone_number' | 'note', kind: InputKind): SayParams {
  return {
    body: text(`talk:callback.ask_${field}`),
    quickReplies: field === 'note' ? [choice('skip', 'talk:skip'), BACK] : [BACK],
    input: { kind, label: { key: `talk:callback.field_${field}` }, optional: field === 'note' },
  };
}

const CHANGES = ['contact', 'channel', 'language', 'topic', 'slot', 'note'];

/** The answers as a card, read back in whatever language the chat speaks when it is drawn. */
export function callbackCard(answers: CallbackAnswers, attached: CallbackCase | null): MessageBody {
  return {
    kind: 'card',
    card: 'callback',
    data: {
      name: answers.name ?? '',
      phone: answers.phone_number ?? '',
      channel: answers.channel ?? 'call',
      language: answers.language ?? 'en',
      topic: answers.topic ?? 'other',
      slot: answers.slot ?? '',
      note: answers.note || undefined,
      case: attached,
    },
  };
}

export function bookingCard(booking: Callback): MessageBody {
  return {
    kind: 'card',
    card: 'callback',
    data: {
      reference: booking.reference,
      status: booking.status,
      name: booking.name,
      phone: booking.phone_number,
      channel: booking.channel,
      language: booking.language,
      topic: booking.topic,
      slot: booking.slot.start,
      note: booking.note ?? undefined,
      case: booking.case,
    },
  };
}

/** Everything read back before booking, each answer changeable. */
export function callbackSummary(answers: CallbackAnswers, attached: CallbackCase | null): SayParams {
  return {
    body: callbackCard(answers, attached),
    quickReplies: [
      choice('book', 'talk:callback.book'),
      ...CHANGES.map((field) => choice(`change:${field}`, `talk:callback.change_${field}`)),
    ],
  };
}
