import { errorOf } from '../actor-result.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, text, type SayParams } from '../../../conversation/flow-protocol.ts';
import { calendarSetup } from './setup.ts';
import { DONE } from './messages.ts';
import { CROP_BUTTONS } from './request.ts';
import { choseIn as chose } from '../place/place-states.ts';

type Again = { target: string; reenter: true; actions: { type: 'say'; params: SayParams } };
const again = (state: string, key: string): Again => ({
  target: state,
  reenter: true,
  actions: { type: 'say', params: { body: text(key) } },
});

/** The calendar's own questions: the crop (buttons or typed) and the planting date (typed or picked). */
export const calendarQuestions = {
  askCrop: calendarSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text('calendar:ask_crop'),
        quickReplies: [...CROP_BUTTONS.map((crop) => choice(`crop:${crop}`, `calendar:crop.${crop}`)), BACK],
        input: { kind: 'text', label: { key: 'calendar:crop_label' } },
      },
    },
    on: {
      'user.choice': { target: 'checking', actions: 'pickCrop' },
      'user.text': [
        { guard: 'knownCrop', target: 'checking', actions: 'typeCrop' },
        again('askCrop', 'calendar:unknown_crop'),
      ],
      'user.back': 'done',
    },
  }),
  askDate: calendarSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text('calendar:ask_date'),
        quickReplies: [choice('not_yet', 'calendar:not_planted_yet'), BACK],
        input: { kind: 'date', label: { key: 'calendar:date_label' } },
      },
    },
    on: {
      'user.text': [
        { guard: 'readableDate', target: 'loading', actions: 'typeDate' },
        again('askDate', 'errors:field.invalid_date'),
      ],
      'user.choice': { guard: chose('not_yet'), target: 'loading', actions: 'notPlanted' },
      'user.back': 'askPlace',
    },
  }),
};

/** Saving the planting (signed-in users), and what a failed call offers. */
export const calendarSaving = {
  saving: calendarSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      src: 'savePlanting',
      input: ({ context }) => ({
        crop: context.crop!,
        county_id: context.place!.county_id,
        subcounty_id: context.place!.subcounty_id,
        ward_id: context.place!.ward_id,
        planted_on: context.calendar!.timeline!.planted_on,
      }),
      onDone: {
        target: 'done',
        actions: {
          type: 'say',
          params: {
            body: { kind: 'notice', tone: 'success', text: { key: 'calendar:saved' } },
          },
        },
      },
      onError: { target: 'saveFailed', actions: { type: 'fail', params: errorOf } },
    },
  }),
  saveFailed: calendarSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: failureMessage(context.failure!),
        quickReplies: [choice('save', 'calendar:try_again'), DONE],
      }),
    },
    on: {
      'user.choice': [{ guard: chose('save'), target: 'saving' }, { target: 'done' }],
      'user.back': 'done',
    },
  }),
  failed: calendarSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: failureMessage(context.failure!),
        quickReplies: [choice('retry', 'calendar:try_again'), BACK],
      }),
    },
    on: { 'user.choice': { guard: chose('retry'), target: 'loading' }, 'user.back': 'done' },
  }),
};
