import { describe, expect, it } from 'vitest';
import { adviceFlow } from '../../../src/machines/flows/advice/machine.ts';
import { cropChoice } from '../../../src/machines/flows/advice/crop-choice/machine.ts';
import { narrowing } from '../../../src/machines/flows/advice/narrowing/machine.ts';
import { entryReader } from '../../../src/machines/flows/advice/reading/machine.ts';
import { walkMachine } from './graph-coverage.ts';
import { library, listItems, offline } from './advice-harness.ts';

const armyworm = library.find((entry) => entry.slug === 'maize-fall-armyworm')!;
// A few entries keep the walk small: each distinct context is a node of the graph.
const maize = listItems('maize').filter((entry) =>
  ['maize-fall-armyworm', 'maize-streak-virus', 'maize-healthy'].includes(entry.slug),
);
const described = { crop: 'maize' as const, parts: [], looks: [], words: [] };
const choices = (...values: string[]) => values.map((value) => ({ type: 'user.choice', value }));

describe('the advice flow, walked as a graph', () => {
  it('reaches every state: the questions, loading, failures, the entry and another problem', () => {
    const walk = walkMachine(adviceFlow, [
      { type: 'user.back' },
      ...choices('retry'),
      { type: 'xstate.done.actor.cropChoice', output: null },
      { type: 'xstate.done.actor.cropChoice', output: { mode: 'browse', crop: 'maize', cropPage: 0 } },
      { type: 'xstate.done.actor.cropChoice', output: { crop: 'bean', cropPage: 1 } },
      { type: 'xstate.done.actor.loadCandidates', output: maize },
      { type: 'xstate.error.actor.loadCandidates', error: offline },
      {
        type: 'xstate.done.actor.narrowing',
        output: { next: 'entry', slug: 'maize-fall-armyworm', description: described },
      },
      { type: 'xstate.done.actor.narrowing', output: { next: 'askCrop', description: described } },
      { type: 'xstate.done.actor.narrowing', output: { next: 'askMode', description: described } },
      { type: 'xstate.done.actor.loadEntry', output: armyworm },
      { type: 'xstate.error.actor.loadEntry', error: offline },
      { type: 'xstate.done.actor.entryReader', output: 'another' },
      { type: 'xstate.done.actor.entryReader', output: 'done' },
    ]);
    expect(walk.unreached).toEqual([]);
    expect([...walk.transitions]).toEqual(
      expect.arrayContaining([
        // Each step is named by the state it leads to.
        'loadingCandidates --xstate.done.actor.cropChoice-->',
        'askCrop --xstate.done.actor.narrowing-->',
        'askMode --xstate.done.actor.narrowing-->',
        'done --xstate.done.actor.entryReader-->',
        'loadingCandidates --user.choice-->',
        'loadingEntry --user.choice-->',
      ]),
    );
  });

  it('opens an entry straight away when a diagnosis passes its slug', () => {
    const walk = walkMachine(
      adviceFlow,
      [
        { type: 'xstate.done.actor.loadEntry', output: armyworm },
        { type: 'xstate.done.actor.entryReader', output: 'done' },
      ],
      { slug: 'maize-fall-armyworm' },
    );
    expect([...walk.reached]).toEqual(expect.arrayContaining(['loadingEntry', 'reading', 'done']));
    expect(walk.reached.has('askMode')).toBe(false);
  });

  it('asks for the way and the crop, turning the crop page, or goes back', () => {
    const events = [{ type: 'user.back' }, ...choices('browse', 'describe', 'more_crops', 'crop:maize')];
    const fromMode = walkMachine(cropChoice, events, { from: 'mode', cropPage: 0 });
    expect(fromMode.unreached).toEqual([]);
    const fromCrop = walkMachine(cropChoice, events, { from: 'crop', cropPage: 1 });
    expect(fromCrop.reached.has('askMode')).toBe(false);
    expect([...fromCrop.reached]).toEqual(expect.arrayContaining(['askCrop', 'chosen', 'cancelled']));
  });

  it('narrows by part and look to a shortlist, or lists the crop, or sends the user back', () => {
    const events = [
      { type: 'user.back' },
      ...choices('part:leaf', 'look:holes', 'none', 'entry:maize-fall-armyworm'),
    ];
    const describing = walkMachine(narrowing, events, {
      mode: 'describe',
      description: described,
      candidates: maize,
    });
    expect(describing.unreached).toEqual([]);
    const browsing = walkMachine(narrowing, events, {
      mode: 'browse',
      description: described,
      candidates: maize,
    });
    expect([...browsing.reached]).toEqual(['pickCondition', 'left']);
    const empty = walkMachine(narrowing, events, { mode: 'browse', description: described, candidates: [] });
    expect([...empty.reached]).toEqual(['left']);
  });

  it('reads an entry step by step, with safety and sources on the way', () => {
    const walk = walkMachine(
      entryReader,
      [{ type: 'user.back' }, ...choices('more', 'safety', 'sources', 'another', 'done')],
      { entry: armyworm },
    );
    expect(walk.unreached).toEqual([]);
    expect(walk.paths.length).toBeGreaterThan(5);
  });
});
