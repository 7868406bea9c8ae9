import { describe, expect, it, vi } from 'vitest';
import { diagnosisFlow } from '../../../src/machines/flows/diagnosis/machine.ts';
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

describe('the diagnosis flows, walked as graphs', () => {
  it('diagnosis: every state is reachable — questions, upload failure, offline, give-up, each verdict', () => {
    // Fresh ids per photo would make every retake a new state; one id keeps the graph finite.
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000000');
    const flow = diagnosisFlow.provide({
      guards: {
        signedIn: ({ event }) => event.type === 'user.choice',
        // Two checks stand for the forty the app makes before it gives up.
        lastPoll: ({ context }) => context.polls >= 1,
      },
    });
    const walk = walkMachine(flow, [
      ...choose([
        'crop:tomato',
        'skip',
        'retry',
        'retake',
        'callback',
        'stop',
        'confirm:tomato__late_blight',
      ]),
      { type: 'user.back' },
      { type: 'user.photos', photos: [photo()] },
      { type: 'network.online' },
      { type: 'xstate.done.actor.loadLabels', output: labels },
      { type: 'xstate.error.actor.loadLabels', error: offline },
      { type: 'xstate.done.actor.upload', output: ['t1'] },
      { type: 'xstate.error.actor.upload', error: refused },
      { type: 'xstate.done.actor.check', output: [finished('t1', 'confident')] },
      { type: 'xstate.done.actor.check', output: [pending('t1')] },
      {
        type: 'xstate.done.actor.check',
        output: [{ ...pending('t1'), status: 'failed', reason: 'classifier_failed' }],
      },
      { type: 'xstate.error.actor.check', error: offline },
      { type: 'xstate.done.actor.save', output: 'c1' },
      { type: 'xstate.after.pollDelay.diagnosis.waiting' },
    ]);
    expect(walk.unreached).toEqual([]);
    expect(walk.transitions.size).toBeGreaterThan(20);
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
