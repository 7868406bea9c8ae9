import { beforeEach, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type AnyActor, type AnyStateMachine } from 'xstate';
import type { InputKind } from '../../../src/conversation/chat-message.ts';
import {
  BACK,
  choice,
  sayAction,
  text,
  type FlowSay,
  type UserEvent,
} from '../../../src/conversation/flow-protocol.ts';
import type { PreparedPhoto } from '../../../src/conversation/photo/prepared-photo.ts';
import { flowMachines } from '../../../src/machines/assistant/flow-registry.ts';
import { loginFlow } from '../../../src/machines/auth/login-flow.ts';
import { passwordResetFlow } from '../../../src/machines/auth/password-reset-flow.ts';
import { registrationFlow } from '../../../src/machines/auth/registration-flow.ts';
import { diagnosisFlow } from '../../../src/machines/flows/diagnosis/machine.ts';
import { adviceWithLibrary } from './advice-harness.ts';
import { labels } from './diagnosis-harness.ts';
import { installMemoryStorage } from './memory-storage.ts';

/**
 * Every flow machine walked breadth-first the way a person meets it: from each step it rests in, the
 * inputs that step offers (its buttons, a typed answer of the kind it asks for, "back"). The walk
 * asserts there is no dead end: from every step reached, some input leads elsewhere or ends the flow.
 * (The conversation adds "menu", which always leaves; this checks the flows themselves.) The server is
 * not there, so every request fails as it would offline and the failure steps are walked too.
 */
// Flows read the stored profile (My details asks whether the account is complete), as in a browser.
beforeEach(installMemoryStorage);

const TYPED: Record<InputKind, string> = {
  text: 'my maize leaves have holes',
  name: 'Wanjiru',
  phone: '0712345678',
  email: 'wanjiru@example.com',
  username: '0712345678',
  password: 'Mahindi-shamba-2026',
  new_password: 'Mahindi-shamba-2026',
  code: '123456',
  date: '3/3',
  place: 'Machakos',
  photo: '',
  quantity: '3',
  acres: '2',
};
const photo: PreparedPhoto = {
  upload: new Blob([new Uint8Array(64)], { type: 'image/jpeg' }),
  thumbnail: 'data:image/jpeg;base64,',
  source: 'upload',
  quality: { level: 'good', problems: [], brightness: 0.5, sharpness: 0.5 },
  originalBytes: 64,
  takenAt: '2026-11-24T08:00:00.000Z',
};
const MAX_STEPS = 8;
const MAX_STATES = 80;

/** What the person can do at a step: each button, a typed answer or photos if asked, and "back". */
function inputsAt(say: FlowSay | null): UserEvent[] {
  const replies = (say?.message.quickReplies ?? []).map((reply): UserEvent =>
    reply.value === BACK.value ? { type: 'user.back' } : { type: 'user.choice', value: reply.value },
  );
  const asked = say?.input;
  const typed: UserEvent[] = !asked
    ? []
    : asked.kind === 'photo'
      ? [{ type: 'user.photos', photos: [photo] }]
      : [{ type: 'user.text', value: TYPED[asked.kind] }];
  const located: UserEvent[] = asked?.acceptsLocation
    ? [{ type: 'user.location', location: { latitude: -1.29, longitude: 36.82 } }]
    : [];
  return [...replies, ...typed, ...located, { type: 'user.back' }];
}

interface Step {
  key: string;
  done: boolean;
  say: FlowSay | null;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the flow under a stand-in conversation through the given inputs; where does it stand? */
async function replay(flow: AnyStateMachine, input: object, events: UserEvent[]): Promise<Step> {
  const conversation = setup({ actors: { flow } }).createMachine({
    context: { say: null as FlowSay | null },
    invoke: { id: 'flow', src: 'flow', input: () => input },
    on: { 'flow.say': { actions: assign({ say: ({ event }) => event as FlowSay }) } },
  });
  const actor: AnyActor = createActor(conversation).start();
  const child = () => actor.getSnapshot().children.flow as AnyActor | undefined;
  const rest = async () => {
    for (let round = 0; round < 20 && child()?.getSnapshot().hasTag('busy'); round += 1) await settle();
  };
  await rest();
  for (const event of events) {
    child()?.send(event);
    await settle();
    await rest();
  }
  const state = child()?.getSnapshot();
  const say = actor.getSnapshot().context.say as FlowSay | null;
  actor.stop();
  const shown = say && {
    body: 'text' in say.message.body ? say.message.body.text : say.message.body.kind,
    replies: say.message.quickReplies?.map((reply) => reply.value),
    input: say.input?.kind,
  };
  return {
    key: JSON.stringify([state?.value, shown]),
    done: !state || state.status !== 'active',
    say,
  };
}

/** Breadth-first over the steps reached; for each, whether some input leads out of it. */
async function walk(flow: AnyStateMachine, input: object = {}) {
  const start = await replay(flow, input, []);
  const queue: { events: UserEvent[]; step: Step }[] = [{ events: [], step: start }];
  const seen = new Set([start.key]);
  const deadEnds: string[] = [];
  let checked = 0;
  while (queue.length > 0 && checked < MAX_STATES) {
    const { events, step } = queue.shift()!;
    if (step.done) continue;
    checked += 1;
    let leadsOut = false;
    for (const event of inputsAt(step.say)) {
      const next = await replay(flow, input, [...events, event]);
      if (next.done || next.key !== step.key) leadsOut = true;
      if (!next.done && !seen.has(next.key) && events.length < MAX_STEPS) {
        seen.add(next.key);
        queue.push({ events: [...events, event], step: next });
      }
    }
    if (!leadsOut) deadEnds.push(step.key);
  }
  return { checked, deadEnds };
}

// The library and the model's labels come with the app; the walk serves them as the app would.
const served: Partial<Record<string, AnyStateMachine>> = {
  advice: adviceWithLibrary().flow,
  diagnosis: diagnosisFlow.provide({ actors: { loadLabels: fromPromise(async () => labels) } }),
};
const flows: [string, AnyStateMachine][] = [
  ...Object.entries(flowMachines).map(([id, machine]): [string, AnyStateMachine] => [
    id,
    served[id] ?? (machine as AnyStateMachine),
  ]),
  ['login', loginFlow],
  ['registration', registrationFlow],
  ['password_reset', passwordResetFlow],
];

describe('no dead ends in any flow', () => {
  it('from every step reached, some input leads out', async () => {
    let total = 0;
    const report: string[] = [];
    for (const [id, flow] of flows) {
      const { checked, deadEnds } = await walk(flow);
      total += checked;
      report.push(`${id} ${checked}`);
      expect(deadEnds, `dead ends in ${id}`).toEqual([]);
    }
    console.info(`flow steps checked for a way out: ${total} (${report.join(', ')})`);
    expect(total).toBeGreaterThan(flows.length);
  }, 120_000);

  it('would find a step that ignores every input', async () => {
    const stuck = setup({ types: { events: {} as UserEvent }, actions: { say: sayAction() } }).createMachine({
      initial: 'asking',
      states: {
        asking: {
          entry: {
            type: 'say',
            params: { body: text('advice:ask_mode'), quickReplies: [choice('go', 'chat:send')] },
          },
          on: { 'user.choice': 'stuck' },
        },
        stuck: { entry: { type: 'say', params: { body: text('advice:ask_crop') } } },
      },
    });
    const { checked, deadEnds } = await walk(stuck);
    expect(checked).toBe(2);
    expect(deadEnds).toHaveLength(1);
  });
});
