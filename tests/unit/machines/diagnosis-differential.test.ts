import { beforeEach, describe, expect, it } from 'vitest';
import type { CallbackCase } from '../../../src/contract/callback.ts';
import { signAnswer } from '../../../src/contract/signs.ts';
import type {
  CompareCardData,
  SignCardData,
} from '../../../src/conversation/cards/differential-card-data.ts';
import { rememberAnswers } from '../../../src/conversation/photo/remembered-answers.ts';
import { diagnosisChat, finished, photo } from './diagnosis-harness.ts';
import { installMemoryStorage } from './memory-storage.ts';

// This phone answered place and network at an earlier check: nothing comes between the steps here.
beforeEach(() => {
  installMemoryStorage();
  rememberAnswers({ place: null, provider: 'safaricom' });
});

type Chat = ReturnType<typeof diagnosisChat>;

/** One tomato photo and its answer; then `then` (a step of the result). */
async function checkOnce(chat: Chat, then = 'differential') {
  chat.choose('flow:diagnosis');
  await chat.until('askingPhotos');
  chat.choose('crop');
  chat.choose('crop:tomato');
  chat.sendPhotos([photo()]);
  await chat.until(then);
}

const cardData = <T>(chat: Chat) => (chat.last().body as unknown as { data: T }).data;

/** Answers the sign question on screen as a plant with `truth` would show it. */
function answerAs(chat: Chat, truth: string) {
  const { sign } = cardData<SignCardData>(chat);
  const shows = signAnswer(truth, sign);
  chat.choose(shows === 'no' ? 'no' : 'yes');
}

const unsureLateBlight = () => finished('t1', 'not_sure', 'tomato__late_blight', 0.41);

describe('the differential after "not sure"', () => {
  it('a picture picked is the answer: saved with the case and followed by what to do', async () => {
    const chat = diagnosisChat({ signedIn: true, checks: [[unsureLateBlight()]] });
    await checkOnce(chat);
    const compare = cardData<CompareCardData>(chat);
    expect(compare.candidates.map((c) => c.label)).toEqual([
      'tomato__late_blight',
      'tomato__early_blight',
      'potato__late_blight',
    ]);
    expect(compare.candidates[0]!.src).toBe('/reference-photos/tomato__late_blight.webp');
    chat.choose('pick:tomato__early_blight');
    await chat.untilFlow('advice');
    expect(chat.saves[0]).toMatchObject({ label: 'tomato__early_blight' });
  });

  it('"I can\'t tell": asks what the farmer can see, with a picture, and ends clear when the answers agree', async () => {
    // Tomato named: the candidates are all tomato's (potato's late blight shows the same signs).
    const leaning = finished('t1', 'not_sure', 'tomato__late_blight', 0.6);
    leaning.result!.predictions[2] = {
      label: 'tomato__septoria_leaf_spot',
      crop: 'tomato',
      condition: 'septoria_leaf_spot',
      confidence: 0.1,
    };
    const chat = diagnosisChat({ signedIn: true, checks: [[leaning]] });
    await checkOnce(chat);
    chat.choose('cant_tell');
    expect(chat.last().body).toMatchObject({ card: 'sign_question', data: { number: 1, of: 2 } });
    expect(cardData<SignCardData>(chat).src).toMatch(/^\/reference-photos\/.+\.webp$/);
    expect(chat.last().quickReplies!.map((r) => r.value)).toEqual(['yes', 'no', 'unsure']);
    answerAs(chat, 'tomato__late_blight');
    if (chat.last().body.kind === 'card') answerAs(chat, 'tomato__late_blight');
    expect(chat.keys()).toContain('diagnosis:differential.clear');
    await chat.untilFlow('advice');
    expect(chat.saves[0]).toMatchObject({ label: 'tomato__late_blight' });
  });

  it('"none of these" sets the pictures aside; answers that leave two close end with both, safe steps and an agronomist', async () => {
    const chat = diagnosisChat({ checks: [[unsureLateBlight()]] });
    await checkOnce(chat);
    chat.choose('none');
    expect(chat.last().body).toMatchObject({ card: 'sign_question' });
    const signs = [cardData<SignCardData>(chat).sign];
    chat.choose('unsure');
    expect(chat.last().body).toMatchObject({ card: 'sign_question', data: { number: 2 } });
    signs.push(cardData<SignCardData>(chat).sign);
    chat.choose('unsure');
    await chat.until('unclear');
    const [unclear, next] = chat.actor.getSnapshot().context.messages.slice(-2);
    const data = (unclear!.body as { data: CompareCardData }).data;
    expect(data.purpose).toBe('unclear');
    expect(data.candidates.map((c) => c.wording)).toEqual(['likely', 'possible']);
    // Nothing sprayed on a guess.
    expect(data.steps).toContain('no_spray_yet');
    expect(next!.body).toMatchObject({ text: { key: 'diagnosis:differential.unclear_next' } });
    expect(next!.quickReplies![0]!.value).toBe('callback');

    chat.choose('callback');
    await chat.untilFlow('callback');
    const flow = chat.actor.getSnapshot().children.flow!.getSnapshot() as { context: { case: CallbackCase } };
    expect(flow.context.case.differential).toEqual({
      picked: 'none',
      answers: signs.map((sign) => ({ sign, answer: 'unsure' })),
      outcome: data.candidates.map((c) => c.label),
    });
    expect(flow.context.case.photo_ids).toEqual(['img-t1']);
  });

  it('weighs every condition of the crop the server gives, so answers can bring up one outside the top three', async () => {
    const unsure = unsureLateBlight();
    const tomato = (condition: string, confidence: number) => ({
      label: `tomato__${condition}`,
      crop: 'tomato',
      condition,
      confidence,
    });
    unsure.result!.differential = {
      candidates: [tomato('late_blight', 0.41), tomato('early_blight', 0.3), tomato('leaf_mold', 0.05)],
      unfamiliar: true,
    };
    const chat = diagnosisChat({ checks: [[unsure]] });
    await checkOnce(chat);
    // The pictures stay the model's top predictions.
    expect(cardData<CompareCardData>(chat).candidates.map((c) => c.label)).not.toContain('tomato__leaf_mold');
    chat.choose('cant_tell');
    answerAs(chat, 'tomato__leaf_mold');
    if (chat.last().body.kind === 'card') answerAs(chat, 'tomato__leaf_mold');
    expect(differentialRecord(chat).outcome[0]).toBe('tomato__leaf_mold');
  });

  it('typed "ndiyo", "hapana" and option numbers answer the questions', async () => {
    const chat = diagnosisChat({ checks: [[unsureLateBlight()]] });
    await checkOnce(chat);
    // The fifth button: "I can't tell".
    chat.send({ type: 'user.text', value: '5' });
    expect(chat.last().body).toMatchObject({ card: 'sign_question', data: { number: 1 } });
    const first = cardData<SignCardData>(chat).sign;
    // Answered against late blight's first sign, so a second question follows.
    chat.send({
      type: 'user.text',
      value: signAnswer('tomato__late_blight', first) === 'no' ? 'ndiyo' : 'hapana',
    });
    expect(differentialAnswers(chat)[0]).toEqual({
      sign: first,
      answer: signAnswer('tomato__late_blight', first) === 'no' ? 'yes' : 'no',
    });
  });
});

/** The record the differential left with the result step once it ended. */
function differentialRecord(chat: Chat) {
  type Child = { getSnapshot(): { context: Record<string, unknown>; children: Record<string, Child> } };
  const flow = chat.actor.getSnapshot().children.flow as unknown as Child;
  const result = flow.getSnapshot().children.result!;
  return result.getSnapshot().context.differential as { outcome: string[] };
}

/** The answers the differential has taken so far (a child of the result step). */
function differentialAnswers(chat: Chat) {
  type Child = { getSnapshot(): { context: Record<string, unknown>; children: Record<string, Child> } };
  const flow = chat.actor.getSnapshot().children.flow as unknown as Child;
  const result = flow.getSnapshot().children.result!;
  const differential = result.getSnapshot().children.differential;
  return (differential?.getSnapshot().context.answers ??
    (result.getSnapshot().context.differential as { answers: unknown[] }).answers) as unknown[];
}

describe('the differential after "it is a plant"', () => {
  it('a plant photo called "not a plant" can go on to the pictures and questions', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'not_a_plant', 'any__not_a_plant', 0.6)]] });
    await checkOnce(chat, 'answering');
    const replies = chat.last().quickReplies!;
    expect(replies.map((r) => r.value).slice(0, 2)).toEqual(['retake', 'is_plant']);
    expect(replies[1]!.more).toBeUndefined();
    chat.choose('is_plant');
    await chat.until('differential');
    expect(cardData<CompareCardData>(chat).candidates.map((c) => c.label)).toEqual([
      'tomato__early_blight',
      'potato__late_blight',
    ]);
  });

  it('is not offered when nothing but "not a plant" came back', async () => {
    const lone = finished('t1', 'not_a_plant', 'any__not_a_plant', 0.99);
    lone.result!.predictions = lone.result!.predictions.slice(0, 1);
    const chat = diagnosisChat({ checks: [[lone]] });
    await checkOnce(chat, 'answering');
    expect(chat.last().quickReplies!.map((r) => r.value)).not.toContain('is_plant');
  });
});

describe('the differential after "none of these" under a confident answer', () => {
  it('compares the other candidates, without the one the farmer turned down', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await checkOnce(chat, 'answering');
    chat.choose('none');
    await chat.until('differential');
    expect(cardData<CompareCardData>(chat).candidates.map((c) => c.label)).toEqual([
      'tomato__early_blight',
      'potato__late_blight',
    ]);
    chat.choose('pick:tomato__late_blight');
    // The one turned down is no longer a button.
    expect(chat.last().body).toMatchObject({ card: 'compare' });
  });
});
