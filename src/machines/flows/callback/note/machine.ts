import { assertEvent, assign, setup } from 'xstate';
import { sayAction, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import { typedQuestion } from '../messages.ts';

/**
 * "Anything the agronomist should know?", typed or skipped. The callback flow invokes this child after
 * the time is chosen or to change the note from the summary; it ends with the note ('' when skipped),
 * or null when the user went back.
 */
export type NoteOutput = { note: string } | null;

export const callbackNote = setup({
  types: { context: {} as { note: NoteOutput }, events: {} as UserEvent, output: {} as NoteOutput },
  actions: {
    say: sayAction<{ note: NoteOutput }>(),
    typed: assign({
      note: ({ event }) => {
        assertEvent(event, 'user.text');
        return { note: event.value.trim() };
      },
    }),
    skip: assign({ note: { note: '' } }),
  },
  guards: {
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
  },
}).createMachine({
  id: 'callbackNote',
  context: { note: null },
  initial: 'asking',
  states: {
    asking: {
      entry: { type: 'say', params: typedQuestion('note', 'text') },
      on: {
        'user.text': { target: 'answered', actions: 'typed' },
        'user.choice': {
          guard: { type: 'chose', params: { value: 'skip' } },
          target: 'answered',
          actions: 'skip',
        },
        'user.back': 'answered',
      },
    },
    answered: { type: 'final' },
  },
  output: ({ context }) => context.note,
});
