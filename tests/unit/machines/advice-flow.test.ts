import { describe, expect, it } from 'vitest';
import { AGRONOMIST } from '../../../src/machines/flows/advice/messages.ts';
import { adviceChat, library } from './advice-harness.ts';

describe('the advice flow', () => {
  it('is on the menu and browses by crop to an entry, then steps through it', async () => {
    const chat = adviceChat();
    await chat.tap('flow:advice');
    expect(chat.said()).toEqual(['advice:ask_mode']);
    await chat.tap('browse');
    expect(chat.said()).toEqual(['advice:ask_crop']);
    expect(chat.replies()).toEqual(
      expect.arrayContaining(['crop:maize', 'crop:tomato', 'more_crops', 'back']),
    );
    await chat.tap('crop:maize');
    expect(chat.said()).toEqual(['advice:ask_condition']);
    expect(chat.replies()).toContain('entry:maize-fall-armyworm');
    expect(chat.replies().indexOf('entry:maize-healthy')).toBe(chat.replies().length - 2);
    await chat.tap('entry:maize-fall-armyworm');
    expect(chat.said()).toEqual(['card:maize-fall-armyworm:overview']);
    expect(chat.replies()).toEqual(['more', 'safety', 'sources', AGRONOMIST.value, 'another', 'done']);
    await chat.tap('more');
    await chat.tap('safety');
    await chat.tap('more');
    expect(chat.said()).toEqual([
      'card:maize-fall-armyworm:act_now',
      'card:maize-fall-armyworm:safety',
      'card:maize-fall-armyworm:control',
    ]);
    // The last step offers no more "tell me more", but still safety, sources, an agronomist, another problem and done.
    expect(chat.replies()).toEqual(['safety', 'sources', AGRONOMIST.value, 'another', 'done']);
    await chat.tap('sources');
    await chat.tap('done');
    expect(chat.said()).toEqual(['card:maize-fall-armyworm:sources', 'assistant:anything_else']);
    expect(chat.activeFlow()).toBeNull();
  });

  it('goes back to the first question after an entry, keeping the crop page the farmer turned to', async () => {
    const chat = adviceChat();
    await chat.tap('flow:advice');
    await chat.tap('browse');
    await chat.tap('more_crops');
    expect(chat.replies()).toContain('crop:banana');
    await chat.tap('crop:banana');
    chat.said();
    await chat.tap(chat.replies()[0]!);
    await chat.tap('another');
    expect(chat.said().slice(-1)).toEqual(['advice:ask_mode']);
    await chat.tap('describe');
    expect(chat.said()).toEqual(['advice:ask_crop']);
    expect(chat.replies()).toContain('crop:banana');
    chat.back();
    expect(chat.activeFlow()).toBeNull();
  });

  it('reads a typed Swahili description and offers the named problem first', async () => {
    const chat = adviceChat();
    await chat.type('viwavi jeshi kwenye mahindi');
    expect(chat.activeFlow()).toBe('advice');
    expect(chat.calls).toEqual(['list:maize']);
    expect(chat.said()).toEqual(['advice:candidates']);
    expect(chat.replies()[0]).toBe('entry:maize-fall-armyworm');
    await chat.tap('entry:maize-fall-armyworm');
    expect(chat.said()).toEqual(['card:maize-fall-armyworm:overview']);
  });

  it('asks which part and what it looks like, then narrows to the likely problems', async () => {
    const chat = adviceChat();
    await chat.tap('flow:advice');
    await chat.tap('describe');
    await chat.tap('crop:tomato');
    expect(chat.said()).toEqual(['advice:ask_mode', 'advice:ask_crop', 'advice:ask_part']);
    await chat.tap('part:leaf');
    expect(chat.said()).toEqual(['advice:ask_look']);
    await chat.tap('look:deformed');
    expect(chat.said()).toEqual(['advice:candidates']);
    expect(chat.replies()).toContain('entry:tomato-yellow-leaf-curl-virus');
    expect(chat.replies().slice(-2)).toEqual(['none', 'back']);
    await chat.tap('none');
    expect(chat.said()).toEqual(['advice:ask_condition']);
  });

  it('keeps the tapped crop through the questions: beans never bring tomato-only problems', async () => {
    const chat = adviceChat();
    await chat.tap('flow:advice');
    await chat.tap('describe');
    await chat.tap('crop:bean');
    await chat.tap('part:leaf');
    await chat.tap('look:spots');
    expect(chat.calls).toEqual(['list:bean']);
    const offered = chat.replies().filter((value) => value.startsWith('entry:'));
    expect(offered.length).toBeGreaterThan(0);
    const beanEntries = library
      .filter((entry) => entry.crops.includes('bean'))
      .map((entry) => `entry:${entry.slug}`);
    expect(offered.every((value) => beanEntries.includes(value))).toBe(true);
  });

  it('asks for the crop when a description names none, and pages the crops', async () => {
    const chat = adviceChat();
    await chat.type('how to control pests');
    expect(chat.said()).toEqual(['advice:ask_mode']);
    await chat.tap('describe');
    await chat.tap('more_crops');
    expect(chat.replies()).toContain('crop:banana');
    await chat.tap('crop:banana');
    expect(chat.said()).toEqual(['advice:ask_crop', 'advice:ask_crop', 'advice:ask_part']);
    expect(chat.replies()).toEqual(expect.arrayContaining(['part:leaf', 'part:root', 'back']));
    expect(chat.replies()).not.toContain('part:store');
  });

  it('lets a healthy-crop note stop after what to do, with no safety question', async () => {
    const chat = adviceChat();
    await chat.tap('flow:advice');
    await chat.tap('browse');
    await chat.tap('crop:maize');
    chat.said();
    await chat.tap('entry:maize-healthy');
    await chat.tap('more');
    expect(chat.said()).toEqual(['card:maize-healthy:overview', 'card:maize-healthy:act_now']);
    expect(chat.replies()).toEqual(['sources', AGRONOMIST.value, 'another', 'done']);
    await chat.tap('another');
    expect(chat.said()).toEqual(['advice:ask_mode']);
  });

  it('says when the connection failed and tries again on request, keeping the question', async () => {
    const chat = adviceChat(1);
    await chat.tap('flow:advice');
    await chat.tap('browse');
    await chat.tap('crop:coffee');
    expect(chat.said().slice(-1)).toEqual(['errors:network_error']);
    expect(chat.replies()).toEqual(['retry', 'back']);
    await chat.tap('retry');
    expect(chat.said()).toEqual(['advice:ask_condition']);
    expect(chat.calls).toEqual(['list:coffee', 'list:coffee']);
  });

  it('after a plant check, books the agronomist with the check’s case, not an empty one', async () => {
    const attached = { photo_ids: ['7f1c1b7e-2a52-4d0b-9d49-0a8e4cbbd2f1'], crop: 'maize' };
    const chat = adviceChat();
    await chat.start({ flow: 'advice', input: { slug: 'maize-fall-armyworm', case: attached } });
    expect(chat.said()).toContain('card:maize-fall-armyworm:overview');
    expect(chat.replies()).toContain('agronomist');
    expect(chat.replies()).not.toContain(AGRONOMIST.value);
    await chat.tap('agronomist');
    expect(chat.activeFlow()).toBe('callback');
    expect(chat.flowContext().case).toEqual(attached);
  });
});
