import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { ChatMessage } from '../../../src/conversation/chat-message.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import { restoredAssistant, savedAssistant } from '../../../src/machines/assistant/saved-assistant.ts';
import { authConversation } from '../../../src/machines/auth/auth-conversation.ts';
import { restoredAuth, savedAuth } from '../../../src/machines/auth/saved-auth.ts';
import type { DiagnosisContext } from '../../../src/machines/flows/diagnosis/context.ts';
import { diagnosisFlow } from '../../../src/machines/flows/diagnosis/machine.ts';
import { pollingMachine } from '../../../src/machines/flows/diagnosis/polling/machine.ts';
import { photoUpload } from '../../../src/machines/flows/diagnosis/upload/machine.ts';
import { withoutSecrets } from '../../../src/machines/saved-state.ts';
import { finished, labels, photo, stepsOf } from './diagnosis-harness.ts';

const PASSWORD = 'Mahindi-shamba-2026';
const lastKey = (messages: ChatMessage[]) => {
  const body = messages.at(-1)?.body;
  return body && 'text' in body && typeof body.text === 'object' ? body.text.key : body?.kind;
};

describe('what is kept of a flow across a reload', () => {
  it('drops passwords, codes and tokens at any depth, and keeps photos as Blobs', () => {
    const upload = new Blob(['leaf']);
    const kept = withoutSecrets({
      answers: { first_name: 'Wanjiru', password: PASSWORD, new_password: PASSWORD },
      input: { code: '123456', refresh_token: 'r', access: 'a' },
      photos: [{ upload, thumbnail: 'data:' }],
    });
    expect(JSON.stringify(kept)).not.toContain(PASSWORD);
    expect(kept).toEqual({
      answers: { first_name: 'Wanjiru' },
      input: { access: 'a' },
      photos: [{ upload, thumbnail: 'data:' }],
    });
    expect(kept.photos[0]!.upload).toBe(upload);
  });

  it('keeps a half-answered registration without its password, and asks for the password again', () => {
    const actor = createActor(authConversation).start();
    actor.send({ type: 'user.choice', value: 'register' });
    for (const value of ['Wanjiru', 'Kamau', '0712345678']) actor.send({ type: 'user.text', value });
    actor.send({ type: 'user.choice', value: 'skip' });
    actor.send({ type: 'user.choice', value: 'adult' });
    actor.send({ type: 'user.text', value: PASSWORD });
    const saved = savedAuth(actor);
    actor.stop();
    expect(saved.kind).toBe('save');
    const state = saved.kind === 'save' ? saved.state : null;
    expect(JSON.stringify(state)).not.toContain(PASSWORD);

    const resumed = createActor(authConversation, { snapshot: restoredAuth(state)! }).start();
    const flow = resumed.getSnapshot().children.flow!.getSnapshot();
    expect(flow.value).toBe('password');
    expect(flow.context).toMatchObject({
      answers: { first_name: 'Wanjiru', last_name: 'Kamau', phone_number: '0712345678', is_adult: true },
    });
    expect(lastKey(resumed.getSnapshot().context.messages)).toBe('auth:register.password_again');
    expect(resumed.getSnapshot().context.input?.kind).toBe('new_password');
    resumed.send({ type: 'user.text', value: PASSWORD });
    expect(resumed.getSnapshot().children.flow!.getSnapshot().value).toBe('summary');
  });

  it('keeps nothing of signing in, which is one password away', () => {
    const actor = createActor(authConversation).start();
    actor.send({ type: 'user.choice', value: 'login' });
    expect(savedAuth(actor)).toEqual({ kind: 'clear' });
  });

  it("resumes a plant check at its question with the crop and the photos' Blobs", async () => {
    // Photos go out at once; the first question that waits with them kept is the one about the answer.
    const poll = pollingMachine.provide({
      delays: { pollDelay: 1 },
      actors: {
        watchOnline: fromCallback(() => undefined),
        check: fromPromise(async () => [finished('t1', 'confident')]),
      },
    });
    const diagnosis = diagnosisFlow.provide({
      actors: {
        loadLabels: fromPromise(async () => labels),
        upload: photoUpload.provide({ actors: { poll, upload: fromPromise(async () => ['t1']) } }),
      },
    });
    // The question on screen is asked by the flow's step, a child machine: its state is the step's.
    const asking = (flow: AnyActorRef | undefined) => stepsOf(flow).at(-1)?.getSnapshot().value;
    const machine = assistantMachine.provide({ actors: { diagnosis } });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'user.choice', value: 'flow:diagnosis' });
    await waitFor(actor, (s) => s.children.flow?.getSnapshot().value === 'askingPhotos');
    actor.send({ type: 'user.choice', value: 'crop' });
    const crop = actor.getSnapshot().context.messages.at(-1)!.quickReplies![0]!.value;
    actor.send({ type: 'user.choice', value: crop });
    const sent = photo();
    actor.send({ type: 'user.photos', photos: [sent] });
    await waitFor(actor, (s) => asking(s.children.flow) === 'answering');
    const saved = savedAssistant(actor);
    const messages = actor.getSnapshot().context.messages;
    actor.stop();
    expect(saved.kind).toBe('save');

    const snapshot = restoredAssistant(saved.kind === 'save' ? saved.state : null, messages, 'Wanjiru');
    const resumed = createActor(machine, { snapshot: snapshot!, input: {} }).start();
    const flow = resumed.getSnapshot().children.flow!.getSnapshot();
    const context = flow.context as DiagnosisContext;
    expect(asking(resumed.getSnapshot().children.flow)).toBe('answering');
    expect(context.crop).toBe(crop.replace('crop:', ''));
    expect(context.photos[0]!.upload).toBeInstanceOf(Blob);
    expect(resumed.getSnapshot().context.messages).toEqual(messages);
    const confirm = messages.at(-1)!.quickReplies!.find((reply) => reply.value.startsWith('confirm:'))!;
    resumed.send({ type: 'user.choice', value: confirm.value });
    expect(asking(resumed.getSnapshot().children.flow)).toBe('askingPlace');
  });

  it('resumes the differential at the sign question on screen, with the picture step behind it', async () => {
    const poll = pollingMachine.provide({
      delays: { pollDelay: 1 },
      actors: {
        watchOnline: fromCallback(() => undefined),
        check: fromPromise(async () => [finished('t1', 'not_sure', 'tomato__late_blight', 0.41)]),
      },
    });
    const diagnosis = diagnosisFlow.provide({
      actors: {
        loadLabels: fromPromise(async () => labels),
        upload: photoUpload.provide({ actors: { poll, upload: fromPromise(async () => ['t1']) } }),
      },
    });
    const machine = assistantMachine.provide({ actors: { diagnosis } });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'user.choice', value: 'flow:diagnosis' });
    await waitFor(actor, (s) => s.children.flow?.getSnapshot().value === 'askingPhotos');
    actor.send({ type: 'user.photos', photos: [photo()] });
    const lastCard = (messages: ChatMessage[]) => (messages.at(-1)?.body as { card?: string }).card;
    await waitFor(actor, (s) => lastCard(s.context.messages) === 'compare');
    actor.send({ type: 'user.choice', value: 'cant_tell' });
    const question = actor.getSnapshot().context.messages.at(-1)!;
    expect(question.body).toMatchObject({ card: 'sign_question', data: { number: 1 } });
    const saved = savedAssistant(actor);
    const messages = actor.getSnapshot().context.messages;
    actor.stop();

    const snapshot = restoredAssistant(saved.kind === 'save' ? saved.state : null, messages, 'Wanjiru');
    const resumed = createActor(machine, { snapshot: snapshot!, input: {} }).start();
    resumed.send({ type: 'user.choice', value: 'unsure' });
    const next = resumed.getSnapshot().context.messages.at(-1)!;
    expect(next.body).toMatchObject({ card: 'sign_question', data: { number: 2 } });
    expect((next.body as { data: { sign: string } }).data.sign).not.toBe(
      (question.body as { data: { sign: string } }).data.sign,
    );
  });

  it('forgets the flow once it ends, and keeps the last question while a request is on its way', async () => {
    const actor = createActor(assistantMachine, { input: {} }).start();
    expect(savedAssistant(actor)).toEqual({ kind: 'clear' });
    const slow = assistantMachine.provide({
      actors: {
        diagnosis: diagnosisFlow.provide({
          actors: { loadLabels: fromPromise(() => new Promise(() => {})) },
        }),
      },
    });
    const busy = createActor(slow, { input: {} }).start();
    busy.send({ type: 'user.choice', value: 'flow:diagnosis' });
    expect(savedAssistant(busy)).toEqual({ kind: 'skip' });
  });

  it('refuses a saved state that no longer fits the machines', () => {
    expect(restoredAssistant({ value: 'gone', context: {}, children: {} }, [], undefined)).toBeNull();
    const renamedStep = {
      value: 'listening',
      context: {},
      children: { flow: { src: 'diagnosis', snapshot: { value: 'askingColour' } } },
    };
    expect(restoredAssistant(renamedStep, [], undefined)).toBeNull();
    // A step of the flow, a child machine, renamed: the flow's own state still fits, the step's does not.
    const renamedInStep = {
      value: 'listening',
      context: {},
      children: {
        flow: {
          src: 'diagnosis',
          snapshot: {
            value: { result: 'resting' },
            children: { result: { src: 'result', snapshot: { value: 'askingColour' } } },
          },
        },
      },
    };
    expect(restoredAssistant(renamedInStep, [], undefined)).toBeNull();
    expect(restoredAuth(null)).toBeNull();
  });
});
