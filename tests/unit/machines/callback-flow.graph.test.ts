import { describe, expect, it } from 'vitest';
import { callbackFlow } from '../../../src/machines/flows/callback/machine.ts';
import { walkMachine } from './graph-coverage.ts';

const slot = '2026-11-24T06:00:00.000Z';
const booking = { id: 'b1', reference: 'MIM-4F7K2', status: 'new', slot: { start: slot, end: slot } };
const refused = { isAxiosError: true, response: { status: 400, data: { slot: ['taken'] } } };
const offline = { isAxiosError: true, code: 'ERR_NETWORK' };

describe('the callback flow, walked as a graph', () => {
  it('reaches every state: booking, editing, failures, moving and cancelling', () => {
    const walk = walkMachine(callbackFlow, [
      { type: 'user.text', value: 'Wanjiru' },
      { type: 'user.back' },
      ...['yes', 'other', 'sms', 'sw', 'product', 'later', `slot:${slot}`, 'skip', 'book', 'retry']
        .concat(['change:channel', 'move', 'cancel', 'new', 'keep'])
        .map((value) => ({ type: 'user.choice', value })),
      {
        type: 'xstate.done.actor.loadStart',
        output: { contact: { name: 'W', phone_number: '+254712345678' }, upcoming: [booking] },
      },
      {
        type: 'xstate.done.actor.loadSlots',
        output: Array.from({ length: 7 }, () => ({ start: slot, end: slot, free: 1 })),
      },
      { type: 'xstate.error.actor.loadSlots', error: offline },
      { type: 'xstate.done.actor.book', output: booking },
      { type: 'xstate.error.actor.book', error: offline },
      { type: 'xstate.error.actor.book', error: refused },
      { type: 'xstate.done.actor.move', output: booking },
      { type: 'xstate.error.actor.move', error: refused },
      { type: 'xstate.done.actor.cancel', output: booking },
      { type: 'xstate.error.actor.cancel', error: offline },
    ]);
    expect(walk.unreached).toEqual([]);
  });
});
