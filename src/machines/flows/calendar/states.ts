import { errorOf } from '../actor-result.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, text } from '../../../conversation/flow-protocol.ts';
import type { CalendarContext } from './context.ts';
import { DONE } from './messages.ts';
import { CROP_BUTTONS } from './request.ts';
import { choseIn as chose } from '../place/place-states.ts';

const again = (state: string, key: string) => ({
  target: state,
  reenter: true,
  actions: { type: 'say' as const, params: { body: text(key) } },
});

/** The calendar's own questions: the crop (buttons or typed) and the planting date (typed or picked). */
export const calendarQuestions = {
  askCrop: {
    entry: {
      type: 'say' as const,
      params: {
        body: text('calendar:ask_crop'),
        quickReplies: [...CROP_BUTTONS.map((crop) => choice(`crop:${crop}`, `calendar:crop.${crop}`)), BACK],
        input: { kind: 'text' as const, label: { key: 'calendar:crop_label' } },
      },
    },
    on: {
      'user.choice': { target: 'checking', actions: 'pickCrop' as const },
      'user.text': [
        { guard: 'knownCrop' as const, target: 'checking', actions: 'typeCrop' as const },
        again('askCrop', 'calendar:unknown_crop'),
      ],
      'user.back': 'done',
    },
  },
  askDate: {
    entry: {
      type: 'say' as const,
      params: {
        body: text('calendar:ask_date'),
        quickReplies: [choice('not_yet', 'calendar:not_planted_yet'), BACK],
        input: { kind: 'date' as const, label: { key: 'calendar:date_label' } },
      },
    },
    on: {
      'user.text': [
        { guard: 'readableDate' as const, target: 'loading', actions: 'typeDate' as const },
        again('askDate', 'errors:field.invalid_date'),
      ],
      'user.choice': { guard: chose('not_yet'), target: 'loading', actions: 'notPlanted' as const },
      'user.back': 'askPlace',
    },
  },
};

/** Saving the planting (signed-in users), and what a failed call offers. */
export const calendarSaving = {
  saving: {
    tags: ['busy'],
    invoke: {
      src: 'savePlanting' as const,
      input: ({ context }: { context: CalendarContext }) => ({
        crop: context.crop!,
        county_id: context.place!.county_id,
        subcounty_id: context.place!.subcounty_id,
        ward_id: context.place!.ward_id,
        planted_on: context.calendar!.timeline!.planted_on,
      }),
      onDone: {
        target: 'done',
        actions: {
          type: 'say' as const,
          params: {
            body: { kind: 'notice' as const, tone: 'success' as const, text: { key: 'calendar:saved' } },
          },
        },
      },
      onError: { target: 'saveFailed', actions: { type: 'fail' as const, params: errorOf } },
    },
  },
  saveFailed: {
    entry: {
      type: 'say' as const,
      params: ({ context }: { context: CalendarContext }) => ({
        body: failureMessage(context.failure!),
        quickReplies: [choice('save', 'calendar:try_again'), DONE],
      }),
    },
    on: {
      'user.choice': [{ guard: chose('save'), target: 'saving' }, { target: 'done' }],
      'user.back': 'done',
    },
  },
  failed: {
    entry: {
      type: 'say' as const,
      params: ({ context }: { context: CalendarContext }) => ({
        body: failureMessage(context.failure!),
        quickReplies: [choice('retry', 'calendar:try_again'), BACK],
      }),
    },
    on: { 'user.choice': { guard: chose('retry'), target: 'loading' }, 'user.back': 'done' },
  },
};
