import type { InputKind } from '../../../conversation/chat-message.ts';
import { BACK, choice, chose, text, type UserEvent } from '../../../conversation/flow-protocol.ts';
import type { CallbackContext } from './context.ts';
import { callbackSetup } from './setup.ts';
import type { CallbackAnswers } from './messages.ts';

type Args = { context: CallbackContext; event: UserEvent };
type Back = { guard?: (args: Args) => boolean; target: string }[];
const editing = ({ context }: Args) => context.editing;
const hasContact = ({ context }: Args) => context.contact !== null;

/** A question answered with quick replies; a change made from the summary returns to the summary. */
function pick<Field extends 'channel' | 'language' | 'topic'>(
  field: Field,
  values: NonNullable<CallbackAnswers[Field]>[],
  next: string,
  back: Back,
) {
  const answer = (value: string): { type: 'answer'; params: Partial<CallbackAnswers> } => ({
    type: 'answer',
    params: { [field]: value },
  });
  return callbackSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text(`talk:callback.ask_${field}`),
        quickReplies: [...values.map((value) => choice(value, `talk:callback.${field}_${value}`)), BACK],
      },
    },
    on: {
      'user.choice': values.flatMap((value) => [
        {
          guard: (args: Args) => chose(value)(args) && editing(args),
          target: 'summary',
          actions: answer(value),
        },
        { guard: chose(value), target: next, actions: answer(value) },
      ]),
      'user.back': back,
    },
  });
}

/** A question answered by typing; what was typed stays in the answers when the user goes back and forth. */
function typed(
  field: 'name' | 'phone_number' | 'note',
  kind: InputKind,
  next: string,
  back: Back,
  extra = {},
) {
  const keep: { type: 'typed'; params: { field: typeof field } } = { type: 'typed', params: { field } };
  return callbackSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text(`talk:callback.ask_${field}`),
        quickReplies: field === 'note' ? [choice('skip', 'talk:skip'), BACK] : [BACK],
        input: { kind, label: { key: `talk:callback.field_${field}` }, optional: field === 'note' },
      },
    },
    on: {
      'user.text': [
        // A changed name comes with its phone number: the phone question follows, then the summary.
        { guard: editing, target: field === 'name' ? 'askPhone' : 'summary', actions: keep },
        { target: next, actions: keep },
      ],
      'user.back': back,
      ...extra,
    },
  });
}

/** Who to call and how: contact (pre-filled from the profile), channel, language, topic, and a note. */
export const questionStates = {
  confirmContact: callbackSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: text('talk:callback.confirm_contact', {
          name: context.answers.name ?? '',
          phone: context.answers.phone_number ?? '',
        }),
        quickReplies: [
          choice('yes', 'talk:callback.contact_ok'),
          choice('other', 'talk:callback.contact_other'),
          BACK,
        ],
      }),
    },
    on: {
      'user.choice': [
        { guard: chose('yes'), target: 'channel' },
        { guard: chose('other'), target: 'askName' },
      ],
      'user.back': 'done',
    },
  }),
  askName: typed('name', 'name', 'askPhone', [
    { guard: hasContact, target: 'confirmContact' },
    { target: 'done' },
  ]),
  askPhone: typed('phone_number', 'phone', 'channel', [{ target: 'askName' }]),
  channel: pick('channel', ['call', 'sms'], 'language', [
    { guard: hasContact, target: 'confirmContact' },
    { target: 'askPhone' },
  ]),
  language: pick('language', ['en', 'sw'], 'afterLanguage', [{ target: 'channel' }]),
  // From a diagnosis, or words that named a crop or a symptom, the topic is already the crop problem.
  afterLanguage: callbackSetup.createStateConfig({
    always: [
      {
        guard: ({ context }: Args) => context.case !== null || context.answers.topic === 'crop_problem',
        target: 'loadingSlots',
      },
      { target: 'topic' },
    ],
  }),
  topic: pick('topic', ['crop_problem', 'product', 'complaint', 'other'], 'loadingSlots', [
    { target: 'language' },
  ]),
  note: typed('note', 'text', 'summary', [{ target: 'choosingSlot' }], {
    'user.choice': {
      guard: chose('skip'),
      target: 'summary',
      actions: { type: 'answer', params: { note: '' } },
    },
  }),
};
