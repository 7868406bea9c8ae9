import { describe, expect, it } from 'vitest';
import { adviceFlow } from '../../../src/machines/flows/advice/machine.ts';
import { walkMachine } from './graph-coverage.ts';
import { library, listItems, offline } from './advice-harness.ts';

const armyworm = library.find((entry) => entry.slug === 'maize-fall-armyworm')!;
// A few entries keep the walk small: each distinct context is a node of the graph.
const maize = listItems('maize').filter((entry) =>
  ['maize-fall-armyworm', 'maize-streak-virus', 'maize-healthy'].includes(entry.slug),
);

describe('the advice flow, walked as a graph', () => {
  it('reaches every state: browsing, describing, the entry steps, failures and empty crops', () => {
    const walk = walkMachine(adviceFlow, [
      { type: 'user.back' },
      ...['browse', 'describe', 'more_crops', 'crop:maize', 'part:leaf', 'look:holes', 'none']
        .concat(['entry:maize-fall-armyworm', 'more', 'safety', 'sources', 'another', 'done', 'retry'])
        .map((value) => ({ type: 'user.choice', value })),
      { type: 'xstate.done.actor.loadCandidates', output: maize },
      { type: 'xstate.done.actor.loadCandidates', output: [] },
      { type: 'xstate.error.actor.loadCandidates', error: offline },
      { type: 'xstate.done.actor.loadEntry', output: armyworm },
      { type: 'xstate.error.actor.loadEntry', error: offline },
    ]);
    expect(walk.unreached).toEqual([]);
  });

  it('opens an entry straight away when a diagnosis passes its slug', () => {
    const walk = walkMachine(
      adviceFlow,
      [
        { type: 'xstate.done.actor.loadEntry', output: armyworm },
        { type: 'user.choice', value: 'done' },
      ],
      { slug: 'maize-fall-armyworm' },
    );
    expect([...walk.reached]).toEqual(expect.arrayContaining(['loadingEntry', 'showing', 'done']));
    expect(walk.reached.has('askMode')).toBe(false);
  });
});
