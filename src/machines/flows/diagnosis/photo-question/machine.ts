import { assertEvent, assign, setup } from 'xstate';
import type { PreparedPhoto } from '../../../../conversation/photo/prepared-photo.ts';
import { BACK, choice, sayAction, text, type UserEvent } from '../../../../conversation/flow-protocol.ts';

/**
 * Photos of the plant: the first ones of a check (the crop offered to say first while none is given,
 * as it narrows the answer to that crop's conditions), or more of the same plant after "not sure", as
 * many as the case still has room for. The diagnosis flow invokes this child and reads what the user
 * gave: the photos, a wish to say the crop, or "back".
 */
export type PhotoQuestionInput = { kind: 'first'; offerCrop: boolean } | { kind: 'more'; room: number };

export type PhotoAnswer = { kind: 'photos'; photos: PreparedPhoto[] } | { kind: 'crop' } | { kind: 'back' };

interface PhotoQuestionContext {
  question: PhotoQuestionInput;
  answer: PhotoAnswer;
}

export const diagnosisPhotoQuestion = setup({
  types: {
    context: {} as PhotoQuestionContext,
    events: {} as UserEvent,
    input: {} as PhotoQuestionInput,
    output: {} as PhotoAnswer,
  },
  actions: {
    say: sayAction<PhotoQuestionContext>(),
    takePhotos: assign(({ event }) => {
      assertEvent(event, 'user.photos');
      return { answer: { kind: 'photos' as const, photos: event.photos } };
    }),
    answer: assign((_, answer: PhotoAnswer) => ({ answer })),
  },
  guards: {
    // Typed "say the crop" is taken at the first photos even once a crop is given; never for more photos.
    choseCrop: ({ context, event }) =>
      context.question.kind === 'first' && event.type === 'user.choice' && event.value === 'crop',
  },
}).createMachine({
  id: 'photoQuestion',
  context: ({ input }) => ({ question: input, answer: { kind: 'back' } }),
  initial: 'asking',
  states: {
    asking: {
      entry: {
        type: 'say',
        params: ({ context: { question } }) =>
          question.kind === 'first'
            ? {
                body: text('diagnosis:ask_photos'),
                quickReplies: [...(question.offerCrop ? [choice('crop', 'diagnosis:say_crop')] : []), BACK],
                input: { kind: 'photo', label: { key: 'diagnosis:photos_label' } },
              }
            : {
                body: text('diagnosis:more_photos.ask'),
                quickReplies: [BACK],
                input: { kind: 'photo', label: { key: 'diagnosis:photos_label' }, max: question.room },
              },
      },
      on: {
        'user.photos': { target: 'answered', actions: 'takePhotos' },
        'user.choice': {
          guard: 'choseCrop',
          target: 'answered',
          actions: { type: 'answer', params: { kind: 'crop' } },
        },
        'user.back': { target: 'answered', actions: { type: 'answer', params: { kind: 'back' } } },
      },
    },
    answered: { type: 'final' },
  },
  output: ({ context }) => context.answer,
});
