import { failureMessage } from '../../../conversation/failure-message.ts';
import type { AdviceSection } from '../../../conversation/cards/advice-card-data.ts';
import { BACK, choice } from '../../../conversation/flow-protocol.ts';
import { adviceSetup } from './setup.ts';
import { entryStep } from './messages.ts';

const chosen = (value: string): { type: 'chose'; params: { value: string } } => ({
  type: 'chose',
  params: { value },
});

/** A failed call: say why in the current language, and offer to try again. */
export const failed = (retry: string) =>
  adviceSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: failureMessage(context.failure!),
        quickReplies: [choice('retry', 'advice:try_again'), BACK],
      }),
    },
    on: { 'user.choice': { guard: chosen('retry'), target: retry }, 'user.back': 'done' },
  });

/** "Tell me more" goes to the next step; "Is it safe?" and the sources are shown without losing the place. */
const show = (
  section: AdviceSection | 'next',
): {
  guard: { type: 'chose'; params: { value: string } };
  target: 'showing';
  reenter: true;
  actions: { type: 'show'; params: { section: AdviceSection | 'next' } };
} => ({
  guard: chosen(section === 'next' ? 'more' : section),
  target: 'showing',
  reenter: true,
  actions: { type: 'show', params: { section } },
});

/** The entry as short chat cards, one step at a time. */
export const showing = adviceSetup.createStateConfig({
  entry: {
    type: 'say',
    params: ({ context }) => entryStep(context.entry!, context.section, context.step),
  },
  on: {
    'user.choice': [
      show('next'),
      show('safety'),
      show('sources'),
      {
        guard: chosen('another'),
        target: 'askMode',
        actions: 'forgetEntry',
      },
      { guard: chosen('done'), target: 'done' },
    ],
    'user.back': 'done',
  },
});
