import { describe, expect, it, vi } from 'vitest';
import { diagnosisCropQuestion } from '../../../src/machines/flows/diagnosis/crop-question/machine.ts';
import { differentialDiagnosis } from '../../../src/machines/flows/diagnosis/differential/machine.ts';
import { diagnosisFlow } from '../../../src/machines/flows/diagnosis/machine.ts';
import { offlineCheck } from '../../../src/machines/flows/diagnosis/offline-check/machine.ts';
import type { PendingDiagnosis } from '../../../src/machines/flows/diagnosis/pending-diagnosis.ts';
import { diagnosisPhotoQuestion } from '../../../src/machines/flows/diagnosis/photo-question/machine.ts';
import { pollingMachine } from '../../../src/machines/flows/diagnosis/polling/machine.ts';
import { diagnosisResult } from '../../../src/machines/flows/diagnosis/result/machine.ts';
import { photoUpload } from '../../../src/machines/flows/diagnosis/upload/machine.ts';
import { historyFlow } from '../../../src/machines/flows/history/machine.ts';
import { combineResults } from '../../../src/ml/combine-results.ts';
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

/** The leaf states no walk reached, when a machine is walked from several inputs. */
const unreachedFromAll = (walks: ReturnType<typeof walkMachine>[]) =>
  walks.map((walk) => walk.unreached).reduce((left, right) => left.filter((state) => right.includes(state)));

const sentCase: PendingDiagnosis = {
  taskIds: ['t1'],
  crop: 'tomato',
  thumbnails: ['data:image/jpeg;base64,AAAA'],
  place: null,
  startedAt: '2026-03-01T08:00:00.000Z',
};
const flowSay = {
  type: 'flow.say',
  message: { id: 'm1', sender: 'assistant', body: { kind: 'text', text: 'x' } },
};
const answered = (verdict: 'confident' | 'not_sure') => ({
  next: 'answered',
  pending: sentCase,
  tasks: [finished('t1', verdict)],
  offlineSaid: false,
  failure: null,
});
const kept = { place: null, provider: null, answeredHere: { place: true, provider: true } };

describe('the diagnosis flows, walked as graphs', () => {
  it('diagnosis: every state is reachable — labels, each step, each way a step ends', () => {
    // Fresh ids per photo would make every retake a new state; one id keeps the graph finite.
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000000');
    const events = [
      ...choose(['retry']),
      { type: 'user.back' },
      flowSay,
      { type: 'step.busy' },
      { type: 'step.resting' },
      { type: 'xstate.done.actor.loadLabels', output: labels },
      { type: 'xstate.error.actor.loadLabels', error: offline },
      ...[{ kind: 'photos', photos: [photo()] }, { kind: 'crop' }, { kind: 'back' }].map((output) => ({
        type: 'xstate.done.actor.photoQuestion',
        output,
      })),
      { type: 'xstate.done.actor.cropQuestion', output: { picked: { crop: 'tomato' }, namedCrop: null } },
      { type: 'xstate.done.actor.cropQuestion', output: { picked: null, namedCrop: null } },
      ...[
        answered('confident'),
        answered('not_sure'),
        ...(['offline', 'retake', 'stopped'] as const).map((next) => ({ ...answered('confident'), next })),
      ].map((output) => ({ type: 'xstate.done.actor.upload', output })),
      ...['queueFailed', 'advice', 'done'].map((end) => ({
        type: 'xstate.done.actor.offlineCheck',
        output: { end, slug: undefined },
      })),
      ...[{ handOver: { flow: 'advice', input: {} } }, 'retake', 'morePhotos'].map((next) => ({
        type: 'xstate.done.actor.result',
        output: { ...kept, next },
      })),
    ];
    const walks = [
      walkMachine(diagnosisFlow, events),
      walkMachine(diagnosisFlow, events, { resume: sentCase }),
      walkMachine(diagnosisFlow, events, { entities: { crop: 'tomato', looks: [], parts: [] } }),
    ];
    expect(unreachedFromAll(walks)).toEqual([]);
    expect(walks[0]!.transitions.size).toBeGreaterThanOrEqual(20);
  }, 180_000);

  it('diagnosis steps: the photo and crop questions, the upload, the offline check', () => {
    const photoEvents = [
      { type: 'user.photos', photos: [photo()] },
      ...choose(['crop']),
      { type: 'user.back' },
    ];
    expect(
      unreachedFromAll([
        walkMachine(diagnosisPhotoQuestion, photoEvents, { kind: 'first', offerCrop: true }),
        walkMachine(diagnosisPhotoQuestion, photoEvents, { kind: 'more', room: 2 }),
      ]),
    ).toEqual([]);
    const crop = walkMachine(
      diagnosisCropQuestion,
      [...choose(['crop:tomato', 'yes', 'other_crop', 'no']), { type: 'user.back' }],
      { labels, namedCrop: 'tomato' },
    );
    expect(crop.unreached).toEqual([]);

    const polled = (output: object) => ({
      type: 'xstate.done.actor.poll',
      output: { offlineSaid: false, ...output },
    });
    const uploadEvents = [
      ...choose(['retry', 'retake', 'stop']),
      flowSay,
      { type: 'poll.offline' },
      { type: 'poll.online' },
      { type: 'xstate.done.actor.upload', output: ['t1'] },
      { type: 'xstate.error.actor.upload', error: refused },
      { type: 'xstate.error.actor.upload', error: offline },
      polled({ outcome: 'finished', tasks: [finished('t1', 'confident')] }),
      polled({ outcome: 'gone' }),
      polled({ outcome: 'gaveUp' }),
    ];
    const uploadInput = (start: string) => ({
      start,
      uploadId: 'u1',
      photos: [photo()],
      keys: ['k1'],
      metadata: {},
      crop: null,
      place: null,
      pending: start === 'wait' ? sentCase : null,
      offlineSaid: false,
      failure: start === 'failed' ? { kind: 'offline' } : null,
    });
    const uploads = ['send', 'wait', 'failed'].map((start) =>
      walkMachine(photoUpload, uploadEvents, uploadInput(start)),
    );
    expect(unreachedFromAll(uploads)).toEqual([]);
    const ends = new Set(
      uploads.flatMap((walk) =>
        [...walk.paths].flatMap((path) => (path.state.status === 'done' ? [path.state.output.next] : [])),
      ),
    );
    expect(ends).toEqual(new Set(['answered', 'offline', 'retake', 'stopped']));

    const offlineWalk = walkMachine(
      offlineCheck,
      [
        ...choose(['advice', 'done']),
        { type: 'user.back' },
        { type: 'xstate.done.actor.queueCheck', output: 'q1' },
        { type: 'xstate.error.actor.queueCheck', error: new Error('storage full') },
        { type: 'xstate.done.actor.checkOnPhone', output: onPhone },
        { type: 'xstate.done.actor.checkOnPhone', output: null },
        { type: 'xstate.error.actor.checkOnPhone', error: new Error('no model') },
      ],
      { ...uploadInput('send'), labels },
    );
    expect(offlineWalk.unreached).toEqual([]);
  });

  it('diagnosis result: each verdict, place and network, confirming, saving and each way out', () => {
    const result = diagnosisResult.provide({
      guards: {
        signedIn: ({ event }) => event.type === 'user.choice',
        // The device's memory, told by the farmer's act on the answer: a confirmation finds the place
        // unasked, a call asked for finds the network unasked.
        placeUnasked: ({ event }) => event.type === 'user.choice' && event.value.startsWith('confirm:'),
        providerUnasked: ({ event }) => event.type === 'user.choice' && event.value === 'callback',
      },
      // The guards above stand for the memory, so remembering would only multiply the same states.
      actions: { rememberPlace: () => undefined, rememberProvider: () => undefined },
    });
    const events = [
      ...choose(['skip', 'safaricom', 'retake', 'callback', 'none', 'more_photo']),
      ...choose(['confirm:tomato__late_blight']),
      { type: 'user.text', value: 'Machakos' },
      { type: 'user.location', location: { latitude: -1.29, longitude: 36.82 } },
      { type: 'xstate.done.actor.save', output: 'c1' },
      { type: 'xstate.error.actor.save', error: offline },
      // The differential (walked on its own below): one condition clearly ahead, or two still close.
      ...[['tomato__late_blight'], ['tomato__late_blight', 'tomato__early_blight']].map((outcome) => ({
        type: 'xstate.done.actor.differential',
        output: {
          answer: outcome.length === 1 ? outcome[0] : null,
          record: { picked: 'cant_tell', answers: [{ sign: 'rings', answer: 'yes' }], outcome },
        },
      })),
    ];
    const input = (combined: object | null) => ({
      labels,
      pending: sentCase,
      tasks: [finished('t1', 'confident')],
      combined,
      canCallback: true,
      place: null,
      provider: null,
      answeredHere: { place: false, provider: false },
    });
    const walks = [
      walkMachine(result, events, input(combineResults([finished('t1', 'confident').result!]))),
      walkMachine(result, events, input(combineResults([finished('t1', 'not_sure').result!]))),
      walkMachine(result, events, input(null)),
    ];
    expect(unreachedFromAll(walks)).toEqual([]);
    expect(walks[0]!.transitions.size).toBeGreaterThanOrEqual(6);
  }, 180_000);

  it('the differential: pictures, "none of these", "I can\'t tell", the sign questions and both ends', () => {
    const prediction = (label: string, confidence: number) => ({
      label,
      crop: 'tomato',
      kind: 'disease',
      confidence,
    });
    const walk = walkMachine(
      differentialDiagnosis,
      choose(['pick:tomato__late_blight', 'none', 'cant_tell', 'yes', 'no', 'unsure']),
      {
        labels,
        predictions: [
          // Leaning hard on one: a single answer can make it clear, within the walk's depth.
          prediction('tomato__late_blight', 0.97),
          prediction('tomato__early_blight', 0.02),
          prediction('tomato__septoria_leaf_spot', 0.01),
        ],
        rejected: null,
        otherReplies: [],
      },
    );
    expect(walk.unreached).toEqual([]);
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
