import { describe, expect, it } from 'vitest';
import { forgetFlows, loadFlow, saveFlow } from '../../../src/chat/flow-store.ts';

describe('the saved flows on this device', () => {
  // That photos stay Blobs is checked in Chromium (tests/e2e/flow-resume.spec.ts): jsdom's Blob does not survive Node's structured clone.
  it('keeps one per owner and conversation, and forgets it when the flow ends', async () => {
    await saveFlow('farmer-1', 'assistant', { value: 'listening', context: { crop: 'maize' } });
    expect(await loadFlow('farmer-1', 'assistant')).toEqual({
      value: 'listening',
      context: { crop: 'maize' },
    });
    expect(await loadFlow('farmer-1', 'auth')).toBeNull();
    await saveFlow('farmer-1', 'assistant', null);
    expect(await loadFlow('farmer-1', 'assistant')).toBeNull();
  });

  it("forgets another account's flow when someone else signs in, and everything on sign-out", async () => {
    await saveFlow('farmer-1', 'assistant', { value: 'a' });
    await saveFlow('farmer-2', 'assistant', { value: 'b' });
    await saveFlow('guest', 'auth', { value: 'registration' });
    await forgetFlows('farmer-2');
    expect(await loadFlow('farmer-1', 'assistant')).toBeNull();
    expect(await loadFlow('guest', 'auth')).toBeNull();
    expect(await loadFlow('farmer-2', 'assistant')).toEqual({ value: 'b' });
    await forgetFlows();
    expect(await loadFlow('farmer-2', 'assistant')).toBeNull();
  });
});
