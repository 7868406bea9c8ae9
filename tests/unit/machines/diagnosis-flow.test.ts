import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { farmStore } from '../../../src/api/farm-store.ts';
import { createFarm } from '../../../src/api/farms.ts';
import { markKioskTablet } from '../../../src/api/kiosk-tablet.ts';
import type { Farm } from '../../../src/contract/farm.ts';
import type { DiagnosisCardData } from '../../../src/conversation/cards/diagnosis-card-data.ts';
import { flowTakes } from '../../../src/machines/flow-takes.ts';
import { MAX_POLLS } from '../../../src/machines/flows/diagnosis/polling/machine.ts';
import { rememberedAnswers } from '../../../src/conversation/photo/remembered-answers.ts';
import { countyPlace, encodePlace } from '../../../src/language/picked-place.ts';
import { diagnosisChat, finished, offline, pending, photo } from './diagnosis-harness.ts';
import { installMemoryStorage } from './memory-storage.ts';

beforeEach(installMemoryStorage);

vi.mock('../../../src/api/farms.ts', () => ({ createFarm: vi.fn(), fetchAllFarms: vi.fn() }));
afterEach(() => farmStore.clear());

/** From the menu to "analysing": the farmer names the crop (tomato) before one photo. */
async function askAndSend(chat: ReturnType<typeof diagnosisChat>, photos = [photo()]) {
  chat.choose('flow:diagnosis');
  await chat.until('askingPhotos');
  expect(chat.last().quickReplies?.map((r) => r.value)).toEqual(['crop', 'back']);
  chat.choose('crop');
  expect(chat.last().quickReplies?.map((r) => r.value)).toEqual(
    expect.arrayContaining(['crop:maize', 'crop:tomato', 'crop:bean', 'crop:unknown', 'back']),
  );
  chat.choose('crop:tomato');
  expect(chat.last().body).toMatchObject({ text: { key: 'diagnosis:ask_photos' } });
  expect(chat.last().quickReplies?.map((r) => r.value)).toEqual(['back']);
  chat.sendPhotos(photos);
  expect(chat.actor.getSnapshot().context.messages.filter((m) => m.body.kind === 'photo')).toHaveLength(
    photos.length,
  );
}

/** From the menu to the answer's question: one photo, no crop named. */
async function answerWithoutCrop(chat: ReturnType<typeof diagnosisChat>) {
  chat.choose('flow:diagnosis');
  await chat.until('askingPhotos');
  chat.send({ type: 'user.photos', photos: [photo()] });
  await chat.until('answering');
}

/** Once the farmer has acted on their first answer, this device's place is asked: skipped here. */
async function skipPlace(chat: ReturnType<typeof diagnosisChat>) {
  await chat.until('askingPlace');
  chat.choose('skip');
}

const card = (chat: ReturnType<typeof diagnosisChat>) => {
  const body = chat.actor
    .getSnapshot()
    .context.messages.findLast((m) => m.body.kind === 'card' && m.body.card === 'diagnosis')!.body;
  return (body as { data: DiagnosisCardData }).data;
};

describe('the diagnosis flow', () => {
  it('answers with a card and its question; the place only once the farmer acts, the network at a later check', async () => {
    const chat = diagnosisChat({ checks: [[pending('t1')], [finished('t1', 'confident')]] });
    await askAndSend(chat);
    await chat.until('answering');
    expect(chat.uploads[0]!.metadata).toMatchObject({ crop: 'tomato' });
    expect(chat.uploads[0]!.metadata.network_provider).toBeUndefined();
    // Nothing comes between the card and its own question, so the answer stays in view.
    expect(chat.keys().slice(-4)).toEqual([
      'card:upload',
      'diagnosis:analysing',
      'card:diagnosis',
      'diagnosis:question.confident',
    ]);
    const data = card(chat);
    expect(data.verdict).toBe('confident');
    expect(data.candidates[0]).toMatchObject({ label: 'tomato__late_blight', wording: 'very_likely' });
    expect(data.candidates[1]).toMatchObject({
      wording: 'possibly',
      photo: { src: '/reference-photos/tomato__early_blight.webp' },
    });
    expect(localStorage.getItem('mimea.pending-diagnosis')).toBeNull();
    // The farmer confirms: one question (the place), then the advice; the network waits.
    chat.choose('confirm:tomato__late_blight');
    expect(chat.last().body).toMatchObject({ text: { key: 'diagnosis:ask_place' } });
    chat.choose('skip');
    await chat.untilFlow('advice');
    expect(chat.keys()).not.toContain('diagnosis:ask_provider');

    // The next check on this phone asks the network, once the farmer acts on that answer.
    const later = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(later);
    later.choose('confirm:tomato__late_blight');
    expect(later.last().body).toMatchObject({ text: { key: 'diagnosis:ask_provider' } });
    later.choose('safaricom');
    await later.untilFlow('advice');
    expect(later.keys()).not.toContain('diagnosis:ask_place');
  });

  it('takes the selected farm as the place instead of asking, and files the case under it', async () => {
    const farm: Farm = {
      id: '00000000-0000-4000-8000-000000000001',
      farmer: '6f1c1f0e-7c53-4d33-9a8e-2f0f5e0e7a11',
      name: 'Shamba la juu',
      ward: '0842',
      county: '032',
      latitude: -0.72,
      longitude: 36.43,
      altitude: null,
      area_acres: 2,
      soil_type: null,
      irrigated: false,
      notes: null,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    };
    vi.mocked(createFarm).mockResolvedValue(farm);
    await farmStore.addFarm({ name: farm.name, ward: farm.ward! });
    const chat = diagnosisChat({ signedIn: true, checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(chat);
    expect(chat.uploads[0]!.metadata).toMatchObject({ latitude: -0.72, longitude: 36.43 });
    chat.choose('confirm:potato__late_blight');
    await chat.until('askingProvider');
    expect(chat.keys()).not.toContain('diagnosis:ask_place');
    chat.choose('safaricom');
    await chat.untilFlow('advice');
    expect(chat.saves[0]).toMatchObject({ farm: farm.id, label: 'potato__late_blight' });
  });

  it('asks place and network once per device, and sends them with every later check', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(chat);
    expect(chat.uploads[0]!.metadata.crop).toBeUndefined();
    // A new photo asks nothing: the farmer is at the camera.
    chat.choose('retake');
    chat.send({ type: 'user.photos', photos: [photo()] });
    await chat.until('answering');
    chat.choose('callback');
    await chat.until('askingPlace');
    chat.send({ type: 'user.location', location: { latitude: -0.42, longitude: 36.95, altitude_m: 1850 } });
    await chat.untilFlow('callback');
    expect(chat.keys().filter((key) => key === 'diagnosis:ask_place')).toHaveLength(1);
    // The next check sends the place with its photos, and asks the network once the farmer acts.
    const second = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(second);
    expect(second.uploads[0]!.metadata).toMatchObject({ latitude: -0.42, longitude: 36.95, altitude: 1850 });
    second.choose('confirm:potato__late_blight');
    await second.until('askingProvider');
    second.choose('airtel');
    await second.untilFlow('advice');
    // A conversation after that asks nothing, and sends both.
    const later = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(later);
    expect(later.uploads[0]!.metadata).toMatchObject({ network_provider: 'airtel', latitude: -0.42 });
    later.choose('confirm:potato__late_blight');
    await later.untilFlow('advice');
    expect(later.keys()).not.toContain('diagnosis:ask_place');
    expect(later.keys()).not.toContain('diagnosis:ask_provider');
  });

  it('keeps a picked place’s county with its name, so the agronomist’s map can show it', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(chat);
    chat.choose('callback');
    await chat.until('askingPlace');
    chat.send({ type: 'user.text', value: encodePlace(countyPlace({ id: '016', name: 'Machakos' })) });
    expect(rememberedAnswers().place).toEqual({ name: 'Machakos', county_id: '016' });
  });

  it('says which typed words named no county, and keeps the place question with its Skip and picker', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(chat);
    chat.choose('callback');
    await chat.until('askingPlace');
    chat.send({ type: 'user.text', value: ' Machaks ' });
    expect(chat.last().body).toMatchObject({
      text: { key: 'diagnosis:place_not_found', params: { typed: 'Machaks' } },
    });
    expect(chat.last().quickReplies?.map((reply) => reply.value)).toEqual(['skip']);
    expect(chat.actor.getSnapshot().context.input).toMatchObject({ kind: 'place', optional: true });
    await chat.until('askingPlace');
    chat.choose('skip');
    await chat.untilFlow('callback');
  });

  it('with a storage that keeps nothing, asks the place once in the check, not in a loop', async () => {
    globalThis.localStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const chat = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(chat);
    chat.choose('confirm:potato__late_blight');
    await skipPlace(chat);
    await chat.untilFlow('advice');
    expect(chat.keys().filter((key) => key === 'diagnosis:ask_place')).toHaveLength(1);
    // Nothing was kept, so the next plant check asks again.
    const later = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(later);
    later.choose('confirm:potato__late_blight');
    await later.until('askingPlace');
  });

  it('without a crop named, saves the case under the confirmed condition’s crop', async () => {
    const chat = diagnosisChat({ signedIn: true, checks: [[finished('t1', 'confident')]] });
    await answerWithoutCrop(chat);
    chat.choose('confirm:potato__late_blight');
    await skipPlace(chat);
    await chat.untilFlow('advice');
    expect(chat.saves[0]).toMatchObject({ crop: 'potato', label: 'potato__late_blight' });
  });

  it('never asks a shop’s kiosk tablet its place or network: it is no customer’s phone', async () => {
    markKioskTablet(true);
    try {
      const chat = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
      await askAndSend(chat);
      await chat.until('answering');
      chat.choose('confirm:tomato__late_blight');
      await chat.untilFlow('advice');
      expect(chat.keys()).not.toContain('diagnosis:ask_place');
      expect(chat.keys()).not.toContain('diagnosis:ask_provider');
    } finally {
      markKioskTablet(false);
    }
  });

  it('hands a confirmed result to the advice flow, and tells an anonymous user how to keep it', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await askAndSend(chat);
    await chat.until('answering');
    chat.choose('confirm:tomato__late_blight');
    await skipPlace(chat);
    await chat.untilFlow('advice');
    expect(chat.keys()).toContain('diagnosis:sign_in_to_save');
    expect(chat.saves).toEqual([]);
    // "Talk to an agronomist" under the advice will book with this check's photos and finding.
    const advice = chat.actor.getSnapshot().children.flow!.getSnapshot() as {
      context: { attached: unknown };
    };
    expect(advice.context.attached).toMatchObject({
      photo_ids: [expect.any(String)],
      finding: { label: expect.any(String) },
    });
  });

  it('saves a signed-in user’s case with its photos and the confirmed label', async () => {
    const chat = diagnosisChat({
      signedIn: true,
      checks: [[finished('t1', 'confident'), finished('t2', 'confident')]],
    });
    await askAndSend(chat, [photo(), photo('borderline')]);
    await chat.until('answering');
    chat.choose('confirm:tomato__early_blight');
    await skipPlace(chat);
    await chat.untilFlow('advice');
    expect(chat.saves[0]).toMatchObject({ crop: 'tomato', label: 'tomato__early_blight' });
    expect(chat.saves[0]!.tasks.map((task) => task.task_id)).toEqual(['t1', 't2']);
    expect(chat.keys()).toContain('diagnosis:saved');
  });

  it('says "not sure" honestly and offers the likely ones as pictures, with new photos or an agronomist', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'not_sure', 'tomato__late_blight', 0.41)]] });
    await askAndSend(chat);
    await chat.until('differential');
    expect(card(chat)).toMatchObject({ verdict: 'not_sure', candidates: [{ wording: 'possibly' }, {}, {}] });
    expect(chat.last().body).toMatchObject({ card: 'compare', data: { purpose: 'pick' } });
    // One tap per picture, then "none of these" and "I can't tell"; the other ways on (the Community
    // among them) are folded away.
    expect(chat.last().quickReplies!.map((r) => [r.value, Boolean(r.more)])).toEqual([
      ['pick:tomato__late_blight', false],
      ['pick:tomato__early_blight', false],
      ['pick:potato__late_blight', false],
      ['none', false],
      ['cant_tell', false],
      ['more_photo', true],
      ['retake', true],
      ['callback', true],
      ['community', true],
    ]);
    // A reply that leads to the photo question opens the camera in the same tap.
    const opensCamera = chat.last().quickReplies!.filter((reply) => reply.opens === 'photo');
    expect(opensCamera.map((reply) => reply.value)).toEqual(['more_photo', 'retake']);
    chat.choose('callback');
    await skipPlace(chat);
    await chat.untilFlow('callback');
  });

  it('after "not sure", adds photos of the same plant to the case and answers for all of them', async () => {
    const unsure = finished('t1', 'not_sure', 'tomato__late_blight', 0.41);
    const chat = diagnosisChat({
      checks: [
        [unsure],
        [unsure, pending('t2')],
        [unsure, finished('t2', 'not_sure', 'tomato__late_blight', 0.5)],
        [unsure, finished('t2', 'not_sure', 'tomato__late_blight', 0.5), finished('t3', 'confident')],
      ],
      signedIn: true,
    });
    await askAndSend(chat);
    await chat.until('differential');
    chat.choose('more_photo');
    expect(chat.last().body).toMatchObject({ text: { key: 'diagnosis:more_photos.ask' } });
    expect(chat.actor.getSnapshot().context.input).toMatchObject({ kind: 'photo', max: 2 });
    chat.send({ type: 'user.photos', photos: [photo()] });
    // Adding photos is not acting on an answer yet: nothing is asked.
    await chat.until('differential');
    expect(chat.keys()).not.toContain('diagnosis:ask_place');
    // One upload of the new photo only, with the crop already given; one card for both.
    expect(chat.uploads).toHaveLength(2);
    expect(chat.uploads[1]!.photos).toHaveLength(1);
    expect(chat.uploads[1]!.metadata).toMatchObject({ crop: 'tomato' });
    expect(chat.uploads[1]!.keys[0]).not.toBe(chat.uploads[0]!.keys[0]);
    expect(card(chat).photos).toHaveLength(2);
    expect(chat.keys().filter((key) => key === 'diagnosis:more_photos.combined')).toHaveLength(1);
    expect(card(chat).candidates[0]).toMatchObject({ label: 'tomato__late_blight' });
    expect(card(chat).candidates[0]!.confidence).toBeCloseTo((0.41 + 0.5) / 2);
    expect(chat.last().quickReplies?.map((r) => r.value)).toContain('more_photo');

    chat.choose('more_photo');
    expect(chat.actor.getSnapshot().context.input).toMatchObject({ max: 1 });
    chat.send({ type: 'user.photos', photos: [photo()] });
    await chat.until('differential');
    // Still unsure: most photos must back the top label; 1 of 3 confident is not enough.
    expect(card(chat)).toMatchObject({ verdict: 'not_sure' });
    expect(card(chat).photos).toHaveLength(3);
    // Three photos is as many as one answer combines: no more are offered.
    expect(chat.last().quickReplies?.map((r) => r.value)).not.toContain('more_photo');
    // A picture picked is the farmer's answer, saved with all three photos.
    chat.choose('pick:tomato__late_blight');
    await skipPlace(chat);
    await chat.untilFlow('advice');
    expect(chat.saves[0]!.tasks.map((task) => task.task_id)).toEqual(['t1', 't2', 't3']);
  });

  it('going back from the extra photo shows the unsure answer again', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'not_sure', 'tomato__late_blight', 0.41)]] });
    await askAndSend(chat);
    await chat.until('differential');
    chat.choose('more_photo');
    chat.send({ type: 'user.back' });
    await chat.until('differential');
    expect(card(chat)).toMatchObject({ verdict: 'not_sure' });
    expect(chat.keys().slice(-2)).toEqual(['card:diagnosis', 'card:compare']);
    expect(chat.last().quickReplies?.map((r) => r.value)).toContain('more_photo');
    expect(chat.uploads).toHaveLength(1);
  });

  it('offers no extra photo for a confident answer', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'confident')]] });
    await askAndSend(chat);
    await chat.until('answering');
    expect(chat.last().quickReplies?.map((r) => r.value)).not.toContain('more_photo');
  });

  it('says "not a plant" without any candidate', async () => {
    const chat = diagnosisChat({ checks: [[finished('t1', 'not_a_plant', 'any__not_a_plant', 0.9)]] });
    await askAndSend(chat);
    await chat.until('answering');
    expect(card(chat)).toMatchObject({ verdict: 'not_a_plant', candidates: [] });
    chat.choose('retake');
    expect(chat.flowState()).toBe('askingPhotos');
  });

  it('waits out a lost connection, says so once, and resumes when back online', async () => {
    const chat = diagnosisChat({
      checks: [{ error: offline }, { error: offline }, [finished('t1', 'confident')]],
    });
    await askAndSend(chat);
    await chat.until('offline');
    chat.online();
    await chat.until('offline');
    chat.online();
    await chat.until('answering');
    expect(chat.keys().filter((key) => key === 'diagnosis:offline_wait')).toHaveLength(1);
  });

  it('retries a failed upload with the same idempotency keys', async () => {
    const chat = diagnosisChat({ uploadFailures: 1, checks: [[finished('t1', 'confident')]] });
    await askAndSend(chat);
    await chat.until('uploadFailed');
    chat.choose('retry');
    await chat.until('answering');
    expect(chat.uploads).toHaveLength(2);
    expect(chat.uploads[1]!.keys).toEqual(chat.uploads[0]!.keys);
  });

  it(`gives up after ${MAX_POLLS} checks, and can be asked to try again`, async () => {
    const chat = diagnosisChat({ checks: [[pending('t1')]] });
    await askAndSend(chat);
    await chat.until('gaveUp');
    expect(chat.last().body).toMatchObject({ text: { key: 'diagnosis:poll_gave_up' } });
    chat.choose('retry');
    await chat.until('gaveUp');
  });

  it('picks up waiting after a reload from the task kept on the device', async () => {
    const first = diagnosisChat({ checks: [[pending('t1')]] });
    await askAndSend(first);
    await first.until('waiting');
    const kept = JSON.parse(localStorage.getItem('mimea.pending-diagnosis')!);
    expect(kept).toMatchObject({ taskIds: ['t1'], crop: 'tomato' });
    first.actor.stop();
    const again = diagnosisChat({
      checks: [[finished('t1', 'confident')]],
      resume: { flow: 'diagnosis', input: { resume: kept } },
    });
    await again.until('answering');
    expect(again.keys()).toContain('diagnosis:resumed');
  });

  it('takes typed words only at a step that reads them: the place, not the wait or the buttons', async () => {
    const chat = diagnosisChat({ checks: [[pending('t1')], [finished('t1', 'confident')]] });
    const takes = () =>
      flowTakes(chat.actor.getSnapshot().children.flow, { type: 'user.text', value: 'hello there' });
    chat.choose('flow:diagnosis');
    await chat.until('askingPhotos');
    const atPhotos = takes();
    chat.send({ type: 'user.photos', photos: [photo()] });
    await chat.until('waiting');
    const waiting = takes();
    await chat.until('answering');
    const atAnswer = takes();
    chat.choose('confirm:tomato__late_blight');
    await chat.until('askingPlace');
    expect([atPhotos, waiting, atAnswer, takes()]).toEqual([false, false, false, true]);
  });
});
