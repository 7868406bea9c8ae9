import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../../../api/api-failure.ts';
import { confirmFarmerClaim, requestClaimCode } from '../../../../api/farmer-claim.ts';
import { farmerClaimConfirmSchema } from '../../../../contract/farmer-claim.ts';
import { chose, sayAction, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import { reportAction } from '../../../shared/child-relay.ts';
import * as say from './messages.ts';

interface FarmerClaimContext {
  code: string;
  claimed: boolean;
}

const typed = (event: UserEvent) => {
  assertEvent(event, 'user.text');
  return event.value.trim();
};
const failedWith = ({ event }: { event: { error: unknown } }) => say.failed(toApiFailure(event.error));

/**
 * An extension officer registered this farmer with the account's number before the account existed;
 * the record becomes the account's once the code texted to that number comes back (`farmer/claim/`).
 * A flow invokes it as a child when the server answers `farmer_claim_pending`, relays its messages and
 * forwards the user's answers; it finishes with true once the record is the account's, false on "back".
 */
export const farmerClaim = setup({
  types: { context: {} as FarmerClaimContext, events: {} as UserEvent, output: {} as boolean },
  actions: {
    say: sayAction<FarmerClaimContext>(),
    report: reportAction<FarmerClaimContext, UserEvent>(),
  },
  actors: {
    sendCode: fromPromise(() => requestClaimCode()),
    // The flow loads the farms again afterwards: the record itself is not needed here.
    confirm: fromPromise<void, string>(async ({ input }) => {
      await confirmFarmerClaim({ code: input });
    }),
  },
  guards: {
    validCode: ({ event }) => farmerClaimConfirmSchema.safeParse({ code: typed(event) }).success,
  },
}).createMachine({
  id: 'farmerClaim',
  context: { code: '', claimed: false },
  initial: 'sending',
  entry: { type: 'say', params: say.explain },
  output: ({ context }) => context.claimed,
  states: {
    sending: {
      tags: ['busy'],
      entry: { type: 'report', params: { type: 'step.busy' } },
      invoke: {
        src: 'sendCode',
        onDone: 'asking',
        // Out of texts for now: a code that arrived earlier still works, so the question stays.
        onError: { target: 'asking', actions: { type: 'say', params: failedWith } },
      },
    },
    asking: {
      entry: [
        { type: 'report', params: { type: 'step.resting' } },
        { type: 'say', params: say.askCode },
      ],
      on: {
        'user.text': [
          {
            guard: 'validCode',
            target: 'confirming',
            actions: assign({ code: ({ event }) => typed(event) }),
          },
          { target: 'asking', reenter: true, actions: { type: 'say', params: say.invalidCode } },
        ],
        'user.choice': { guard: chose('resend'), target: 'sending' },
        'user.back': 'done',
      },
    },
    confirming: {
      tags: ['busy'],
      entry: { type: 'report', params: { type: 'step.busy' } },
      invoke: {
        src: 'confirm',
        input: ({ context }) => context.code,
        onDone: {
          target: 'done',
          actions: [assign({ claimed: true }), { type: 'say', params: say.claimed }],
        },
        onError: { target: 'asking', actions: { type: 'say', params: failedWith } },
      },
    },
    done: { type: 'final' },
  },
});
