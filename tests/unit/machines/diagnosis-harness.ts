import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { conversationHandlers } from '../../../src/chat/conversation-handlers.ts';
import type { ChatMessage } from '../../../src/conversation/chat-message.ts';
import type { PreparedPhoto } from '../../../src/conversation/photo/prepared-photo.ts';
import type { TaskStatusAnswer, Verdict } from '../../../src/contract/classify.ts';
import { assistantMachine, type FlowStart } from '../../../src/machines/assistant/assistant-machine.ts';
import type { Question, QuestionCreate } from '../../../src/contract/community.ts';
import { communityFlow } from '../../../src/machines/flows/community/machine.ts';
import { diagnosisFlow } from '../../../src/machines/flows/diagnosis/machine.ts';
import type { ModelLabels } from '../../../src/machines/shared/model-labels.ts';
import { offlineCheck } from '../../../src/machines/flows/diagnosis/offline-check/machine.ts';
import { pollingMachine } from '../../../src/machines/flows/diagnosis/polling/machine.ts';
import { diagnosisResult, type SaveInput } from '../../../src/machines/flows/diagnosis/result/machine.ts';
import { photoUpload, type UploadInput } from '../../../src/machines/flows/diagnosis/upload/machine.ts';
import type { QueueInput } from '../../../src/machines/flows/diagnosis/queued-diagnosis.ts';
import type { CombinedResult } from '../../../src/ml/combine-results.ts';
import { parseModelMetadata } from '../../../src/ml/model-metadata.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
export const labels: ModelLabels = {
  metadata: parseModelMetadata(JSON.parse(readFileSync(path.join(publicDir, 'models/labels.json'), 'utf8'))),
  credits: JSON.parse(readFileSync(path.join(publicDir, 'reference-photos/credits.json'), 'utf8')),
};
export const offline = { isAxiosError: true, code: 'ERR_NETWORK' };
export const serverFault = { isAxiosError: true, response: { status: 503, data: {} } };

export const photo = (quality: PreparedPhoto['quality']['level'] = 'good'): PreparedPhoto => ({
  upload: new Blob([new Uint8Array(40_000)], { type: 'image/webp' }),
  thumbnail: 'data:image/jpeg;base64,AAAA',
  source: 'camera',
  quality: { level: quality, problems: [], brightness: 120, sharpness: 300 },
  originalBytes: 3_000_000,
  takenAt: '2026-03-01T08:00:00.000Z',
});

const prediction = (label: string, confidence: number) => {
  const [crop, condition] = label.split('__') as [string, string];
  return { label, crop, condition, confidence };
};

export function finished(
  taskId: string,
  verdict: Verdict,
  top = 'tomato__late_blight',
  confidence = 0.93,
): TaskStatusAnswer {
  return {
    task_id: taskId,
    status: 'succeeded',
    image_id: `img-${taskId}`,
    reason: null,
    result: {
      verdict,
      model_version: 'test',
      first_diagnosis_id: `fd-${taskId}`,
      predictions: [
        prediction(top, confidence),
        prediction('tomato__early_blight', 0.04),
        prediction('potato__late_blight', 0.02),
      ],
    },
  };
}
export const pending = (taskId: string): TaskStatusAnswer => ({
  task_id: taskId,
  status: 'running',
  image_id: `img-${taskId}`,
  reason: null,
  result: null,
});

async function eventually(condition: () => boolean, timeoutMs = 3000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('the flow did not get there');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** The child machines running under a flow, at any depth: its steps, and the poller under the upload. */
export function stepsOf(flow: AnyActorRef | undefined): AnyActorRef[] {
  const children = (flow?.getSnapshot()?.children ?? {}) as Record<string, AnyActorRef | undefined>;
  return Object.values(children).flatMap((child) => (child ? [child, ...stepsOf(child)] : []));
}

export interface Script {
  /** Answers of successive status checks; the last one repeats. Errors are thrown. */
  checks: (TaskStatusAnswer[] | { error: unknown })[];
  uploadFailures?: number;
  /** What a failed upload throws: a server fault unless the test says otherwise (e.g. `offline`). */
  uploadError?: unknown;
  /** The phone's own answer to an offline check; an Error when the model is not on the phone. */
  phone?: CombinedResult | null | Error;
  signedIn?: boolean;
  resume?: FlowStart;
  /** How the Community answers a question posted from the chat; errors are thrown. */
  askCommunity?: (question: QuestionCreate) => Question | Error;
}

/** The assistant with the diagnosis flow on fake actors and instant polling, driven as the chat drives it. */
export function diagnosisChat(script: Script) {
  const uploads: UploadInput[] = [];
  const saves: SaveInput[] = [];
  const queued: QueueInput[] = [];
  let failures = script.uploadFailures ?? 0;
  let check = 0;
  let sent = 0;
  const poll = pollingMachine.provide({
    delays: { pollDelay: 1 },
    actors: {
      // The test says when the network is back, as the browser's "online" event would.
      watchOnline: fromCallback(() => undefined),
      check: fromPromise(async () => {
        const answer = script.checks[Math.min(check++, script.checks.length - 1)]!;
        if ('error' in answer) throw answer.error;
        return answer;
      }),
    },
  });
  const flow = diagnosisFlow.provide({
    actors: {
      loadLabels: fromPromise(async () => labels),
      upload: photoUpload.provide({
        actors: {
          poll,
          upload: fromPromise(async ({ input }: { input: UploadInput }) => {
            uploads.push(input);
            if (failures-- > 0) throw script.uploadError ?? serverFault;
            // Numbered across uploads, as the server's ids are: photos added to a case get new ones.
            return input.photos.map(() => `t${++sent}`);
          }),
        },
      }),
      offlineCheck: offlineCheck.provide({
        actors: {
          queueCheck: fromPromise(async ({ input }: { input: QueueInput }) => {
            queued.push(input);
            return input.uploadId;
          }),
          checkOnPhone: fromPromise(async () => {
            if (script.phone instanceof Error) throw script.phone;
            return script.phone ?? null;
          }),
        },
      }),
      result: diagnosisResult.provide({
        guards: { signedIn: () => Boolean(script.signedIn) },
        actors: {
          save: fromPromise(async ({ input }: { input: SaveInput }) => {
            saves.push(input);
            return 'case-1';
          }),
        },
      }),
    },
  });
  const asked: QuestionCreate[] = [];
  const community = communityFlow.provide({
    actors: {
      ask: fromPromise(async ({ input }: { input: QuestionCreate }) => {
        asked.push(input);
        const answer = script.askCommunity?.(input) ?? new Error('no Community in this test');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(assistantMachine.provide({ actors: { diagnosis: flow, community } }), {
    input: { resume: script.resume },
  }).start();
  const flowSnapshot = () => actor.getSnapshot().children.flow?.getSnapshot();
  /** The poller, the upload step's child while it waits for the answers. */
  const poller = () => stepsOf(actor.getSnapshot().children.flow).find((step) => step.id === 'poll');
  /** The flow's state, and those of its steps running (the question asked, the upload, the poller). */
  const states = () => [
    flowSnapshot()?.value,
    ...stepsOf(actor.getSnapshot().children.flow).map((step) => step.getSnapshot()?.value),
  ];
  const assistantSaid = () => actor.getSnapshot().context.messages.filter((m) => m.sender === 'assistant');
  return {
    actor,
    uploads,
    saves,
    queued,
    asked,
    send: (event: Parameters<typeof actor.send>[0]) => actor.send(event),
    choose: (value: string) => actor.send({ type: 'user.choice', value }),
    /** Photos sent as the chat sends them: shown as the user's bubbles, then handed to the flow. */
    sendPhotos: (photos: PreparedPhoto[]) =>
      conversationHandlers((event) => actor.send(event)).onPhotos(photos),
    online: () => poller()?.send({ type: 'network.online' }),
    flowState: () => flowSnapshot()?.value as string | undefined,
    activeFlow: () => actor.getSnapshot().context.activeFlow,
    last: (): ChatMessage => assistantSaid().at(-1)!,
    keys: () =>
      assistantSaid().map((m) =>
        'text' in m.body && typeof m.body.text === 'object'
          ? m.body.text.key
          : m.body.kind === 'card'
            ? `card:${m.body.card}`
            : m.body.kind,
      ),
    // The flow's own changes do not always change the assistant's snapshot, so look at the flow itself;
    // a state of a step (askingPlace, uploadFailed) or of the poller (waiting, offline) is matched there.
    until: (state: string) => eventually(() => states().includes(state)),
    untilFlow: (flow: string) => eventually(() => actor.getSnapshot().context.activeFlow === flow),
  };
}
