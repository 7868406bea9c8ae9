import { describe, expect, it } from 'vitest';
import { callbackFlow } from '../../../src/machines/flows/callback/machine.ts';
import { manageBooking } from '../../../src/machines/flows/callback/manage/machine.ts';
import { callbackNote } from '../../../src/machines/flows/callback/note/machine.ts';
import { callbackQuestions } from '../../../src/machines/flows/callback/questions/machine.ts';
import { slotChoice } from '../../../src/machines/flows/callback/slot-choice/machine.ts';
import type { CallbackCase } from '../../../src/contract/callback.ts';
import { walkMachine } from './graph-coverage.ts';

const slot = '2026-11-24T06:00:00.000Z';
const slots = Array.from({ length: 7 }, () => ({ start: slot, end: slot, free: 1 }));
const booking = { id: 'b1', reference: 'MIM-4F7K2', status: 'new', slot: { start: slot, end: slot } };
const refused = { isAxiosError: true, response: { status: 400, data: { slot: ['taken'] } } };
const offline = { isAxiosError: true, code: 'ERR_NETWORK' };
const contact = { name: 'W', phone_number: '+254712345678' };
const answers = { ...contact, channel: 'sms', language: 'sw', topic: 'product' };
const attached: CallbackCase = {
  diagnosis_id: 'd1',
  crop: 'maize',
  photo_ids: [],
  finding: { label: 'Maize lethal necrosis', confidence: 0.41, unsure: true },
};
const choices = (...values: string[]) => values.map((value) => ({ type: 'user.choice', value }));
const ends = (walk: ReturnType<typeof walkMachine>) =>
  walk.paths.filter((path) => path.state.status === 'done').map((path) => path.state.output);

describe('the callback flow, walked as a graph', () => {
  it('reaches every state: booking, editing, failures, moving and cancelling', () => {
    const walk = walkMachine(callbackFlow, [
      { type: 'user.back' },
      ...choices('book', 'retry', 'change:contact', 'change:slot', 'change:note'),
      { type: 'xstate.done.actor.loadStart', output: { contact, upcoming: [booking] } },
      { type: 'xstate.done.actor.questions', output: { answers, next: 'slots' } },
      { type: 'xstate.done.actor.questions', output: { answers, next: 'summary' } },
      { type: 'xstate.done.actor.questions', output: { answers, next: 'done' } },
      { type: 'xstate.done.actor.loadSlots', output: slots },
      { type: 'xstate.error.actor.loadSlots', error: offline },
      { type: 'xstate.done.actor.slotChoice', output: { slot, page: 0 } },
      { type: 'xstate.done.actor.slotChoice', output: { slot: null, page: 1 } },
      { type: 'xstate.done.actor.note', output: { note: 'yellow leaves' } },
      { type: 'xstate.done.actor.note', output: null },
      { type: 'xstate.done.actor.book', output: booking },
      { type: 'xstate.error.actor.book', error: offline },
      { type: 'xstate.error.actor.book', error: refused },
      ...['move', 'cancel', 'new', null].map((output) => ({ type: 'xstate.done.actor.manage', output })),
      { type: 'xstate.done.actor.move', output: booking },
      { type: 'xstate.error.actor.move', error: refused },
      { type: 'xstate.done.actor.cancel', output: booking },
      { type: 'xstate.error.actor.cancel', error: offline },
    ]);
    expect(walk.unreached).toEqual([]);
    expect([...walk.transitions]).toEqual(
      expect.arrayContaining([
        // Each step is named by the state it leads to.
        'loadingSlots --xstate.done.actor.manage-->',
        'cancelling --xstate.done.actor.manage-->',
        'asking --xstate.done.actor.manage-->',
        'summary --xstate.done.actor.questions-->',
        'note --xstate.done.actor.slotChoice-->',
        'summary --xstate.done.actor.note-->',
        'loadingSlots --xstate.error.actor.book-->',
        'moving --xstate.done.actor.slotChoice-->',
        'existing --xstate.done.actor.slotChoice-->',
      ]),
    );
  });

  it('goes back from the times to the language question for a diagnosis, else to the topic', () => {
    const events = [
      { type: 'xstate.done.actor.loadStart', output: { contact, upcoming: [] } },
      { type: 'xstate.done.actor.questions', output: { answers, next: 'slots' } },
      { type: 'xstate.done.actor.loadSlots', output: slots },
      { type: 'xstate.done.actor.slotChoice', output: { slot: null, page: 0 } },
    ];
    const asks = (walk: ReturnType<typeof walkMachine>) =>
      walk.paths.map((path) => path.state.context.ask.from as string);
    expect(asks(walkMachine(callbackFlow, events, { case: attached }))).toContain('language');
    expect(asks(walkMachine(callbackFlow, events))).toContain('topic');
  });

  it('asks who and how: contact, channel, language and topic, back and forth', () => {
    const events = [
      { type: 'user.text', value: 'Wanjiru' },
      { type: 'user.back' },
      ...choices('yes', 'other', 'sms', 'sw', 'product'),
    ];
    const input = { from: 'confirmContact', editing: false, answers: contact, contact, case: null };
    const walk = walkMachine(callbackQuestions, events, input);
    expect(walk.unreached).toEqual([]);
    expect(ends(walk).map((output) => (output as { next: string }).next)).toEqual(
      expect.arrayContaining(['slots', 'done']),
    );
    const editing = walkMachine(callbackQuestions, events, { ...input, from: 'askName', editing: true });
    expect(ends(editing).map((output) => (output as { next: string }).next)).toContain('summary');
    const diagnosis = walkMachine(callbackQuestions, events, { ...input, from: 'language', case: attached });
    expect(diagnosis.reached.has('topic')).toBe(false);
  });

  it('pages through the free times, and takes one or goes back', () => {
    const walk = walkMachine(slotChoice, [{ type: 'user.back' }, ...choices('later', `slot:${slot}`)], {
      slots,
      page: 0,
    });
    expect(walk.unreached).toEqual([]);
    expect(ends(walk)).toEqual(
      expect.arrayContaining([
        { slot, page: 1 },
        { slot: null, page: 0 },
      ]),
    );
  });

  it('takes a typed note, a skipped one, or goes back', () => {
    const walk = walkMachine(callbackNote, [
      { type: 'user.text', value: ' Yellow leaves ' },
      { type: 'user.back' },
      ...choices('skip'),
    ]);
    expect(ends(walk)).toEqual(expect.arrayContaining([{ note: 'Yellow leaves' }, { note: '' }, null]));
  });

  it('moves, cancels after a yes, keeps, or books another', () => {
    const walk = walkMachine(
      manageBooking,
      [{ type: 'user.back' }, ...choices('move', 'cancel', 'yes', 'keep', 'new')],
      { booking },
    );
    expect(walk.unreached).toEqual([]);
    expect(ends(walk)).toEqual(expect.arrayContaining(['move', 'cancel', 'new', null]));
  });
});
