import { describe, expect, it } from 'vitest';
import { STORED_CONVERSATION_PREFIX } from '../../../src/chat/stored-conversation-hint.ts';
import { clearTranscripts, loadTranscript, saveTranscript } from '../../../src/chat/transcript-store.ts';
import { assistantMessage } from '../../../src/conversation/chat-message.ts';
import { text } from '../../../src/conversation/message-parts.ts';

// Whose conversation the first screen's inline script finds noted before the first paint.
const noted = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(STORED_CONVERSATION_PREFIX))
    .map((key) => key.slice(STORED_CONVERSATION_PREFIX.length))
    .sort();
const aMessage = () => assistantMessage(text('assistant:welcome_back'));

describe('the note of whose conversation this device keeps, where a script can read it at once', () => {
  it('follows each transcript from its first save to the clearing of them all', async () => {
    expect(noted()).toEqual([]);
    await saveTranscript('farmer-1', [aMessage()]);
    await saveTranscript('farmer-2', [aMessage()]);
    await saveTranscript('farmer-2', []);
    expect(noted()).toEqual(['farmer-1']);
    localStorage.setItem('mimea.language', 'sw');
    await clearTranscripts();
    expect(noted()).toEqual([]);
    expect(localStorage.getItem('mimea.language')).toBe('sw');
  });

  it('is brought up to date by a read: a device that kept a transcript before the note existed', async () => {
    await saveTranscript('farmer-1', [aMessage()]);
    localStorage.clear();
    await Promise.all([loadTranscript('farmer-1'), loadTranscript('farmer-2')]);
    expect(noted()).toEqual(['farmer-1']);
    await clearTranscripts();
  });
});
