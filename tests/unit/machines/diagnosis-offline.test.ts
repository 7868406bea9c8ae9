import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { rememberAnswers } from '../../../src/conversation/photo/remembered-answers.ts';
import { authConversation } from '../../../src/machines/auth/auth-conversation.ts';
import { diagnosisFlow } from '../../../src/machines/flows/diagnosis/machine.ts';
import { savePending } from '../../../src/machines/flows/diagnosis/pending-diagnosis.ts';
import type { ModelLabels } from '../../../src/machines/shared/model-labels.ts';
import type { PendingDiagnosis } from '../../../src/machines/flows/diagnosis/pending-diagnosis.ts';
import type { CombinedResult } from '../../../src/ml/combine-results.ts';
import { diagnosisChat, finished, offline, photo } from './diagnosis-harness.ts';
import { installMemoryStorage } from './memory-storage.ts';

beforeEach(installMemoryStorage);

const onPhone = (verdict: CombinedResult['verdict'], label = 'tomato__late_blight'): CombinedResult => ({
  verdict,
  model_version: 'test',
  predictions: [{ label, crop: 'tomato', condition: label.split('__')[1]!, confidence: 0.9 }],
});

/**
 * A phone that answered place and network at an earlier check (they are asked after an answer, once
 * per device): the farmer says the crop, then sends two photos.
 */
async function sendOffline(chat: ReturnType<typeof diagnosisChat>) {
  rememberAnswers({ place: null, provider: 'safaricom' });
  chat.choose('flow:diagnosis');
  await chat.until('askingPhotos');
  chat.choose('crop');
  chat.choose('crop:tomato');
  chat.send({ type: 'user.photos', photos: [photo(), photo()] });
}

/** The queued check's answer comes back: its card and question, with nothing asked in between. */
const answerOnce = (chat: ReturnType<typeof diagnosisChat>) => chat.until('answering');

const replies = (chat: ReturnType<typeof diagnosisChat>) => chat.last().quickReplies?.map((r) => r.value);

describe('a plant check without a network', () => {
  it('queues the photos with their keys and answers from the phone, clearly marked', async () => {
    const chat = diagnosisChat({
      uploadFailures: 1,
      uploadError: offline,
      phone: onPhone('confident'),
      checks: [],
    });
    await sendOffline(chat);
    await chat.until('phoneAnswer');
    expect(chat.queued).toHaveLength(1);
    expect(chat.queued[0]).toMatchObject({
      crop: 'tomato',
      keys: chat.uploads[0]!.keys,
      uploadId: chat.uploads[0]!.uploadId,
    });
    expect(chat.queued[0]!.metadata).toMatchObject({ crop: 'tomato', network_provider: 'safaricom' });
    expect(chat.keys().slice(-4)).toEqual([
      'diagnosis:queued',
      'diagnosis:phone_checked',
      'card:diagnosis',
      'diagnosis:phone_question.confident',
    ]);
    expect(replies(chat)).toEqual(['advice', 'done']);
    // The advice is the library entry of the phone's top match, as after a server answer.
    chat.choose('advice');
    await chat.untilFlow('advice');
  });

  it('keeps the not-sure rules: no advice offered for a guess', async () => {
    const chat = diagnosisChat({
      uploadFailures: 1,
      uploadError: offline,
      phone: onPhone('not_sure'),
      checks: [],
    });
    await sendOffline(chat);
    await chat.until('phoneAnswer');
    expect(chat.keys().at(-1)).toBe('diagnosis:phone_question.not_sure');
    expect(replies(chat)).toEqual(['done']);
    chat.choose('done');
    await expect.poll(() => chat.activeFlow()).toBeNull();
  });

  it('without the model on the phone the photos still wait, and the farmer is told how to get it', async () => {
    const chat = diagnosisChat({
      uploadFailures: 1,
      uploadError: offline,
      phone: new Error('model not cached'),
      checks: [],
    });
    await sendOffline(chat);
    await expect.poll(() => chat.activeFlow()).toBeNull();
    expect(chat.queued).toHaveLength(1);
    expect(chat.keys()).toContain('diagnosis:no_phone_check');
  });

  it('a server fault is not "offline": it is said, with a retry, and nothing is queued', async () => {
    const chat = diagnosisChat({ uploadFailures: 1, checks: [[finished('t1', 'confident')]] });
    await sendOffline(chat);
    await chat.until('uploadFailed');
    expect(chat.queued).toHaveLength(0);
  });
});

describe('the queued check, sent when the network returns', () => {
  const queuedPending = (label: string, verdict: CombinedResult['verdict']): PendingDiagnosis => ({
    taskIds: ['t1'],
    crop: 'tomato',
    thumbnails: ['data:image/jpeg;base64,AAAA'],
    place: null,
    startedAt: new Date().toISOString(),
    queued: { onDevice: { label, verdict } },
  });

  it('says the server agrees when it does, and the case is saved once confirmed', async () => {
    const chat = diagnosisChat({
      signedIn: true,
      checks: [[finished('t1', 'confident')]],
      resume: { flow: 'diagnosis', input: { resume: queuedPending('tomato__late_blight', 'confident') } },
    });
    await answerOnce(chat);
    expect(chat.keys()).toEqual(
      expect.arrayContaining(['diagnosis:queue_sent', 'diagnosis:server_agrees', 'card:diagnosis']),
    );
    expect(chat.keys()).not.toContain('diagnosis:resumed');
    chat.choose('confirm:tomato__late_blight');
    // This phone has not been asked its place yet: once, after the farmer's confirmation.
    await chat.until('askingPlace');
    chat.choose('skip');
    await chat.untilFlow('advice');
    expect(chat.saves).toHaveLength(1);
  });

  it('says the server answer replaces the phone answer when they differ', async () => {
    const chat = diagnosisChat({
      checks: [[finished('t1', 'confident')]],
      resume: { flow: 'diagnosis', input: { resume: queuedPending('tomato__early_blight', 'not_sure') } },
    });
    await answerOnce(chat);
    const said = chat.keys();
    expect(said.indexOf('diagnosis:server_replaces')).toBeLessThan(said.lastIndexOf('card:diagnosis'));
    expect(said).not.toContain('diagnosis:server_agrees');
  });

  it('without an account, the sign-in conversation picks the sent check up from its menu', () => {
    const waitingForLabels = diagnosisFlow.provide({
      actors: { loadLabels: fromPromise(() => new Promise<ModelLabels>(() => undefined)) },
    });
    const actor = createActor(authConversation.provide({ actors: { diagnosis: waitingForLabels } })).start();
    expect(actor.getSnapshot().matches('menu')).toBe(true);
    const pending = queuedPending('tomato__late_blight', 'confident');
    savePending(pending);
    actor.send({ type: 'auth.resume' });
    expect(actor.getSnapshot().matches('diagnosis')).toBe(true);
    const flow = actor.getSnapshot().children.flow as ActorRefFrom<typeof diagnosisFlow>;
    expect(flow.getSnapshot().context.pending).toEqual(pending);
  });
});
