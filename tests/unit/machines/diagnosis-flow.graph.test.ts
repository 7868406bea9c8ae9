import { describe, expect, it, vi } from 'vitest';
import { diagnosisFlow } from '../../../src/machines/flows/diagnosis/machine.ts';
import { pollingMachine } from '../../../src/machines/flows/diagnosis/polling/machine.ts';
import { historyFlow } from '../../../src/machines/flows/history/machine.ts';
import { finished, labels, offline, pending, photo } from './diagnosis-harness.ts';
import { walkMachine } from './graph-coverage.ts';

const refused = {
  isAxiosError: true,
  response: { status: 413, data: { detail: 'too large', code: 'image_too_large' } },
};
const choose = (values: string[]) => values.map((value) => ({ type: 'user.choice', value }));
const saved = {
  id: 'c1',
  crop: 'tomato',
  farm: null,
  planting: null,
  status: 'confirmed',
  confirmed_label: 'tomato__late_blight',
  notes: '',
  images: [],
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
};

const onPhone = {
  verdict: 'confident',
  model_version: 'test',
  predictions: [{ label: 'tomato__late_blight', crop: 'tomato', condition: 'late_blight', confidence: 0.9 }],
};

describe('the diagnosis flows, walked as graphs', () => {
  it('diagnosis: every state is reachable — questions, upload failure, offline, give-up, each verdict', () => {
    // Fresh ids per photo would make every retake a new state; one id keeps the graph finite.
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000000');
    const flow = diagnosisFlow.provide({
      guards: {
        signedIn: ({ event }) => event.type === 'user.choice',
        // The device's memory, told by the event: unasked on the way from the answer, then one by one.
        placeUnasked: ({ event }) => (event.type as string) === 'xstate.done.actor.poll',
        providerUnasked: ({ event }) => event.type === 'user.choice' && event.value === 'skip',
      },
      // The guards above stand for the memory, so remembering (and the check's own record of it) would
      // only multiply the same states.
      actions: { rememberPlace: () => undefined, rememberProvider: () => undefined },
    });
    const polled = (output: object) => ({
      type: 'xstate.done.actor.poll',
      output: { offlineSaid: false, ...output },
    });
    const walk = walkMachine(flow, [
      ...choose([
        'crop',
        'crop:tomato',
        'skip',
        'safaricom',
        'retry',
        'retake',
        'callback',
        'stop',
        'confirm:tomato__late_blight',
        'more_photo',
        'advice',
        'done',
      ]),
      { type: 'user.back' },
      { type: 'user.photos', photos: [photo()] },
      { type: 'flow.say', message: { id: 'm1', sender: 'assistant', body: { kind: 'text', text: 'x' } } },
      { type: 'poll.offline' },
      { type: 'poll.online' },
      { type: 'xstate.done.actor.loadLabels', output: labels },
      { type: 'xstate.error.actor.loadLabels', error: offline },
      { type: 'xstate.done.actor.upload', output: ['t1'] },
      { type: 'xstate.error.actor.upload', error: refused },
      { type: 'xstate.error.actor.upload', error: offline },
      { type: 'xstate.done.actor.queueCheck', output: 'q1' },
      { type: 'xstate.error.actor.queueCheck', error: new Error('storage full') },
      { type: 'xstate.done.actor.checkOnPhone', output: onPhone },
      { type: 'xstate.done.actor.checkOnPhone', output: null },
      { type: 'xstate.error.actor.checkOnPhone', error: new Error('no model') },
      polled({ outcome: 'finished', tasks: [finished('t1', 'confident')] }),
      polled({ outcome: 'finished', tasks: [finished('t1', 'not_sure')] }),
      polled({
        outcome: 'finished',
        tasks: [{ ...pending('t1'), status: 'failed', reason: 'classifier_failed' }],
      }),
      polled({ outcome: 'gone' }),
      polled({ outcome: 'gaveUp' }),
      { type: 'xstate.done.actor.save', output: 'c1' },
    ]);
    expect(walk.unreached).toEqual([]);
    // The poller's own transitions are walked below.
    expect(walk.transitions.size).toBeGreaterThanOrEqual(20);
    // A walk of the whole flow, not a timing: about a minute on a busy 2-core machine.
  }, 180_000);

  it('diagnosis polling: waiting, checking, offline and each way it ends', () => {
    const poll = pollingMachine.provide({
      // Two checks stand for the forty the app makes before it gives up.
      guards: { lastPoll: ({ context }) => context.polls >= 1 },
    });
    const check = (output: unknown) => ({ type: 'xstate.done.actor.check', output });
    const events = [
      { type: 'network.online' },
      check([finished('t1', 'confident')]),
      check([pending('t1')]),
      check([{ ...pending('t1'), status: 'failed', reason: 'classifier_failed' }]),
      { type: 'xstate.error.actor.check', error: offline },
      { type: 'xstate.error.actor.check', error: { isAxiosError: true, code: 'ERR_BAD_RESPONSE' } },
      {
        type: 'xstate.error.actor.check',
        error: { isAxiosError: true, response: { status: 404, data: { detail: 'not found' } } },
      },
      { type: 'xstate.after.pollDelay.poll.waiting' },
    ];
    const walk = walkMachine(poll, events, { taskIds: ['t1'], offlineSaid: false });
    expect(walk.unreached).toEqual([]);
    expect(walk.transitions.size).toBeGreaterThanOrEqual(7);
    const ends = [...walk.paths].flatMap((path) =>
      path.state.status === 'done' ? [path.state.context.outcome] : [],
    );
    expect(new Set(ends)).toEqual(new Set(['finished', 'gone', 'gaveUp']));
    const retried = walkMachine(poll, events, { taskIds: ['t1'], offlineSaid: false, checkFirst: true });
    expect(retried.unreached).toEqual([]);
  });

  it('history: every state is reachable', () => {
    const walk = walkMachine(historyFlow, [
      ...choose(['retry', 'advice', 'case:c1']),
      { type: 'user.back' },
      { type: 'xstate.done.actor.loadCases', output: { cases: [saved], labels } },
      { type: 'xstate.done.actor.loadCases', output: { cases: [], labels } },
      { type: 'xstate.error.actor.loadCases', error: offline },
    ]);
    expect(walk.unreached).toEqual([]);
  });
});
