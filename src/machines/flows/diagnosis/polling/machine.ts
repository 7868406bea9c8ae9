import { assign, enqueueActions, fromCallback, fromPromise, sendParent, setup } from 'xstate';
import { errorOf, outputOf } from '../../../shared/actor-result.ts';
import { toApiFailure } from '../../../../api/api-failure.ts';
import { fetchTaskStatus } from '../../../../api/classify.ts';
import type { TaskStatusAnswer } from '../../../../contract/classify.ts';
import { sayAction, text } from '../../../../conversation/flow-protocol.ts';

/**
 * Waiting for the classifier's answers to the photos sent: a growing pause, a check, and again, up
 * to a cap. Losing the connection is not a failure: the poller waits for it to come back (or checks
 * again after a while). The diagnosis flow invokes it with the task ids, relays its `flow.say`
 * events to the conversation, and reads how it ended from its output.
 */

/** About four and a half minutes of asking, 1 s apart at first and then every 8 s. */
export const MAX_POLLS = 40;
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 8000;
export const SLOW_AFTER_POLLS = 12;

export interface PollInput {
  taskIds: string[];
  /** Check at once (the user asked to try again) rather than after the first pause. */
  checkFirst?: boolean;
  /** Whether the offline notice was already said in this conversation; it is said once. */
  offlineSaid: boolean;
}

interface PollContext {
  taskIds: string[];
  checkFirst: boolean;
  polls: number;
  offlineSaid: boolean;
  outcome: PollOutcome;
  tasks: TaskStatusAnswer[];
}

/** `finished`: every task succeeded or failed; `gone`: not this user's tasks; `gaveUp`: too many checks. */
export type PollOutcome = 'finished' | 'gone' | 'gaveUp';

export type PollOutput =
  | { outcome: 'finished'; tasks: TaskStatusAnswer[]; offlineSaid: boolean }
  | { outcome: 'gone' | 'gaveUp'; offlineSaid: boolean };

/** What the poller tells its parent besides its messages: the connection went, and came back. */
export type PollReport = { type: 'poll.offline' } | { type: 'poll.online' };

type PollEvent = { type: 'network.online' };

export const pollDelay = ({ context }: { context: PollContext }) =>
  Math.min(FIRST_DELAY_MS * 1.5 ** context.polls, LONGEST_DELAY_MS);

/** Every photo has its answer, good or failed. */
const finished = (_: unknown, { output }: { output: TaskStatusAnswer[] }) =>
  output.every((task) => task.status === 'succeeded' || task.status === 'failed');

/** Not this user's task (another account signed in on this device since): nothing to wait for. */
const gone = (_: unknown, { error }: { error: unknown }) => {
  const failure = toApiFailure(error);
  return failure.kind === 'detail' && failure.status === 404;
};

/** No connection, or no answer in time: wait for it rather than fail. */
const unreachable = (_: unknown, { error }: { error: unknown }) =>
  ['offline', 'timeout'].includes(toApiFailure(error).kind);

export const pollingMachine = setup({
  types: {
    context: {} as PollContext,
    events: {} as PollEvent,
    input: {} as PollInput,
    output: {} as PollOutput,
  },
  actors: {
    check: fromPromise<TaskStatusAnswer[], string[]>(({ input }) => Promise.all(input.map(fetchTaskStatus))),
    /** Tells the poller when the browser is back online, so a wait that began offline resumes at once. */
    watchOnline: fromCallback<PollEvent>(({ sendBack }) => {
      const online = () => sendBack({ type: 'network.online' });
      window.addEventListener('online', online);
      return () => window.removeEventListener('online', online);
    }),
  },
  delays: { pollDelay },
  guards: {
    checkFirst: ({ context }) => context.checkFirst,
    finished,
    lastPoll: ({ context }) => context.polls + 1 >= MAX_POLLS,
    slowNow: ({ context }) => context.polls + 1 === SLOW_AFTER_POLLS,
    gone,
    unreachable,
  },
  actions: {
    say: sayAction<PollContext, PollEvent>(),
    report: sendParent<PollContext, PollEvent, PollReport, PollReport, PollEvent>((_, params) => params),
    /** Said once per check, however often the connection comes and goes. */
    sayOffline: enqueueActions(({ context, enqueue }) => {
      if (context.offlineSaid) return;
      enqueue({ type: 'say', params: { body: text('diagnosis:offline_wait') } });
      enqueue.assign({ offlineSaid: true });
    }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    setTasks: assign<PollContext, PollEvent, { output: TaskStatusAnswer[] }, PollEvent, never>({
      tasks: (_, { output }) => output,
    }),
    end: assign<PollContext, PollEvent, { outcome: PollOutcome }, PollEvent, never>({
      outcome: (_, { outcome }) => outcome,
    }),
  },
}).createMachine({
  id: 'poll',
  context: ({ input }) => ({
    taskIds: input.taskIds,
    checkFirst: input.checkFirst ?? false,
    polls: 0,
    offlineSaid: input.offlineSaid,
    outcome: 'gaveUp',
    tasks: [],
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'checkFirst', target: 'checking' }, { target: 'waiting' }],
    },
    waiting: {
      tags: ['busy'],
      after: { pollDelay: 'checking' },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => context.taskIds,
        onDone: [
          {
            guard: { type: 'finished', params: outputOf<TaskStatusAnswer[]> },
            target: 'done',
            actions: [
              { type: 'setTasks', params: outputOf<TaskStatusAnswer[]> },
              { type: 'end', params: { outcome: 'finished' } },
            ],
          },
          { guard: 'lastPoll', target: 'done', actions: { type: 'end', params: { outcome: 'gaveUp' } } },
          {
            guard: 'slowNow',
            target: 'waiting',
            actions: [
              { type: 'countPoll' },
              { type: 'say', params: { body: text('diagnosis:still_analysing') } },
            ],
          },
          { target: 'waiting', actions: { type: 'countPoll' } },
        ],
        onError: [
          {
            guard: { type: 'gone', params: errorOf },
            target: 'done',
            actions: { type: 'end', params: { outcome: 'gone' } },
          },
          { guard: { type: 'unreachable', params: errorOf }, target: 'offline' },
          { guard: 'lastPoll', target: 'done', actions: { type: 'end', params: { outcome: 'gaveUp' } } },
          { target: 'waiting', actions: { type: 'countPoll' } },
        ],
      },
    },
    offline: {
      entry: [{ type: 'sayOffline' }, { type: 'report', params: { type: 'poll.offline' } }],
      exit: { type: 'report', params: { type: 'poll.online' } },
      invoke: { id: 'watchOnline', src: 'watchOnline' },
      on: { 'network.online': 'checking' },
      after: { 15000: 'checking' },
    },
    done: { type: 'final' },
  },
  output: ({ context }): PollOutput =>
    context.outcome === 'finished'
      ? { outcome: 'finished', tasks: context.tasks, offlineSaid: context.offlineSaid }
      : { outcome: context.outcome, offlineSaid: context.offlineSaid },
});
