import { describe, expect, it } from 'vitest';
import { forgetFlows, loadFlow, saveFlow } from '../../../src/chat/flow-store.ts';
import { STORED_CONVERSATIONS_KEY } from '../../../src/chat/stored-conversation-hint.ts';
import { clearTranscripts, loadTranscript, saveTranscript } from '../../../src/chat/transcript-store.ts';
import { assistantMessage } from '../../../src/conversation/chat-message.ts';
import { text } from '../../../src/conversation/message-parts.ts';

// The list the first screen's inline script reads before the first paint (choose-first-screen.js).
const noted = () => JSON.parse(localStorage.getItem(STORED_CONVERSATIONS_KEY) ?? '[]') as string[];
const aMessage = () => assistantMessage(text('assistant:welcome_back'));

describe('the note of what the conversation stores hold, kept where a script can read it at once', () => {
  it('follows a transcript from its first save to its clearing', async () => {
    expect(noted()).toEqual([]);
    await saveTranscript('farmer-1', [aMessage()]);
    await saveTranscript('farmer-2', []);
    expect(noted()).toEqual(['transcript:farmer-1']);
    await clearTranscripts();
    expect(noted()).toEqual([]);
    expect(localStorage.getItem(STORED_CONVERSATIONS_KEY)).toBeNull();
  });

  it('follows a flow until it ends, or until it is forgotten with every account but one', async () => {
    await saveFlow('farmer-1', 'assistant', { value: 'a' });
    await saveFlow('farmer-2', 'assistant', { value: 'b' });
    await saveFlow('guest', 'auth', { value: 'registration' });
    await saveFlow('farmer-1', 'assistant', null);
    expect(noted()).toEqual(['flow:farmer-2/assistant', 'flow:guest/auth']);
    await forgetFlows('farmer-2');
    expect(noted()).toEqual(['flow:farmer-2/assistant']);
    await forgetFlows();
    expect(noted()).toEqual([]);
  });

  it('is brought up to date by a read: a device that stored before the note existed', async () => {
    await saveTranscript('farmer-1', [aMessage()]);
    await saveFlow('farmer-1', 'assistant', { value: 'a' });
    localStorage.clear();
    await Promise.all([loadTranscript('farmer-1'), loadFlow('farmer-1', 'assistant'), loadFlow('x', 'auth')]);
    expect(noted().sort()).toEqual(['flow:farmer-1/assistant', 'transcript:farmer-1']);
    await Promise.all([clearTranscripts(), forgetFlows()]);
  });

  it('reads a damaged note as empty rather than failing the save', async () => {
    localStorage.setItem(STORED_CONVERSATIONS_KEY, '{not json');
    await saveTranscript('farmer-1', [aMessage()]);
    expect(noted()).toEqual(['transcript:farmer-1']);
    await clearTranscripts();
  });
});
