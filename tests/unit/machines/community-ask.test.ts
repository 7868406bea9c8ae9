import { beforeEach, describe, expect, it } from 'vitest';
import type { Question } from '../../../src/contract/community.ts';
import type { CommunityQuestionCardData } from '../../../src/conversation/cards/community-card-data.ts';
import { rememberAnswers } from '../../../src/conversation/photo/remembered-answers.ts';
import { keepDraft, keptDraft, resumeCommunityDraft } from '../../../src/machines/shared/community-draft.ts';
import { diagnosisChat, finished, photo } from './diagnosis-harness.ts';
import { installMemoryStorage } from './memory-storage.ts';

// This phone answered the place at an earlier check, with the county the question takes.
beforeEach(() => {
  installMemoryStorage();
  rememberAnswers({ place: { name: 'Nakuru', county_id: '032' }, provider: 'safaricom' });
});

type Chat = ReturnType<typeof diagnosisChat>;

const unsure = () => finished('t1', 'not_sure', 'tomato__late_blight', 0.41);
const posted = { id: '6f1c2b1e-0000-4000-8000-000000000001' } as Question;

async function unsureCheck(chat: Chat) {
  chat.choose('flow:diagnosis');
  await chat.until('askingPhotos');
  chat.choose('crop');
  chat.choose('crop:tomato');
  chat.sendPhotos([photo()]);
  await chat.until('differential');
}

const card = (chat: Chat) =>
  chat.actor
    .getSnapshot()
    .context.messages.filter((m) => m.body.kind === 'card' && m.body.card === 'community_question')
    .map((m) => (m.body as { data: CommunityQuestionCardData }).data)
    .at(-1)!;

describe('asking the Community from an unsure check', () => {
  it('offers it on the pictures to compare, last, so the typed numbers stay', async () => {
    const chat = diagnosisChat({ signedIn: true, checks: [[unsure()]] });
    await unsureCheck(chat);
    const replies = chat.last().quickReplies!;
    expect(replies.at(-1)).toMatchObject({ value: 'community', more: true });
    expect(replies.map((r) => r.value).indexOf('cant_tell')).toBe(4);
  });

  it('is not offered under a confident answer the farmer turned down', async () => {
    const chat = diagnosisChat({ signedIn: true, checks: [[finished('t1', 'confident')]] });
    chat.choose('flow:diagnosis');
    await chat.until('askingPhotos');
    chat.choose('crop');
    chat.choose('crop:tomato');
    chat.sendPhotos([photo()]);
    await chat.until('answering');
    chat.choose('none');
    await chat.until('differential');
    expect(chat.last().quickReplies!.map((r) => r.value)).not.toContain('community');
  });

  it('carries the photos, crop and county; shows all of it; posts only once confirmed, then links to it', async () => {
    const chat = diagnosisChat({ signedIn: true, checks: [[unsure()]], askCommunity: () => posted });
    await unsureCheck(chat);
    chat.choose('community');
    await chat.untilFlow('community');
    expect(chat.keys().at(-1)).toBe('community:ask.describe');
    chat.send({ type: 'user.text', value: '  Madoa meusi kwenye majani tangu wiki jana  ' });
    expect(card(chat)).toEqual({
      text: 'Madoa meusi kwenye majani tangu wiki jana',
      thumbnails: ['data:image/jpeg;base64,AAAA'],
      crop: 'tomato',
      place: 'Nakuru',
    });
    expect(chat.last().quickReplies!.map((r) => r.value)).toEqual(['post', 'rewrite', 'cancel']);
    expect(chat.asked).toEqual([]);

    chat.choose('post');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chat.asked).toEqual([
      {
        text: 'Madoa meusi kwenye majani tangu wiki jana',
        crop: 'tomato',
        photos: ['img-t1'],
        county: '032',
        language: 'en',
      },
    ]);
    expect(card(chat).question).toBe(posted.id);
    expect(chat.keys()).toContain('community:ask.posted');
  });

  it('a refused post says why and keeps the words: tried again as they were, or rewritten', async () => {
    let refuse = true;
    const chat = diagnosisChat({
      signedIn: true,
      checks: [[unsure()]],
      askCommunity: () =>
        refuse ? Object.assign(new Error('offline'), { isAxiosError: true, code: 'ERR_NETWORK' }) : posted,
    });
    await unsureCheck(chat);
    chat.choose('community');
    await chat.untilFlow('community');
    chat.send({ type: 'user.text', value: 'Majani yananyauka' });
    chat.choose('post');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chat.keys().slice(-2)).toEqual(['errors:network_error', 'community:ask.not_posted']);
    refuse = false;
    chat.choose('post');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chat.asked.map((q) => q.text)).toEqual(['Majani yananyauka', 'Majani yananyauka']);
    expect(card(chat).question).toBe(posted.id);
  });

  it('words over 2,000 characters are said to be too long, and nothing is posted', async () => {
    const chat = diagnosisChat({ signedIn: true, checks: [[unsure()]], askCommunity: () => posted });
    await unsureCheck(chat);
    chat.choose('community');
    await chat.untilFlow('community');
    chat.send({ type: 'user.text', value: 'a'.repeat(2001) });
    expect(chat.last().body).toMatchObject({
      kind: 'notice',
      tone: 'error',
      text: { key: 'community:ask.too_long' },
    });
    chat.send({ type: 'user.text', value: 'Fupi' });
    chat.choose('rewrite');
    expect(chat.keys().at(-1)).toBe('community:ask.describe_again');
    chat.send({ type: 'user.text', value: 'Fupi zaidi' });
    chat.choose('cancel');
    expect(chat.keys()).toContain('community:ask.cancelled');
    expect(chat.activeFlow()).toBeNull();
    expect(chat.asked).toEqual([]);
  });

  it('the two closest left unclear offer it too, after the other ways on', async () => {
    const chat = diagnosisChat({ checks: [[unsure()]] });
    await unsureCheck(chat);
    chat.choose('none');
    chat.choose('unsure');
    chat.choose('unsure');
    await chat.until('unclear');
    const values = chat.last().quickReplies!.map((r) => r.value);
    expect(values[0]).toBe('callback');
    expect(values.at(-1)).toBe('community');
  });
});

describe('the draft kept through sign-in', () => {
  it('is asked by the chat after sign-in, once: the flow takes it from the device', async () => {
    expect(resumeCommunityDraft()).toBeUndefined();
    keepDraft({ photos: ['img-1'], thumbnails: ['data:,'], crop: 'maize', county: '032', place: 'Nakuru' });
    const chat = diagnosisChat({ checks: [[]], resume: resumeCommunityDraft(), askCommunity: () => posted });
    expect(chat.activeFlow()).toBe('community');
    expect(chat.keys().at(-1)).toBe('community:ask.describe');
    expect(keptDraft()).toBeNull();
    chat.send({ type: 'user.text', value: 'Mahindi yana madoa' });
    chat.choose('post');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chat.asked[0]).toMatchObject({ photos: ['img-1'], crop: 'maize', county: '032' });
  });

  it('one older than a day is dropped', () => {
    localStorage.setItem(
      'mimea.community-draft',
      JSON.stringify({
        draft: { photos: [], thumbnails: [], crop: 'maize', county: null, place: null },
        keptAt: 0,
      }),
    );
    expect(keptDraft()).toBeNull();
  });
});
