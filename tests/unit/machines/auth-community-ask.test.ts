import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { authConversation } from '../../../src/machines/auth/auth-conversation.ts';
import type { diagnosisFlow } from '../../../src/machines/flows/diagnosis/machine.ts';
import type { CommunityDraft } from '../../../src/machines/shared/community-draft.ts';
import { keptDraft } from '../../../src/machines/shared/community-draft.ts';
import type { HandOver } from '../../../src/machines/shared/hand-over.ts';
import { installMemoryStorage } from './memory-storage.ts';

beforeEach(() => installMemoryStorage());

const draft: CommunityDraft = {
  photos: ['0b6f6c1e-0000-4000-8000-000000000001'],
  thumbnails: ['data:image/jpeg;base64,AAAA'],
  crop: 'maize',
  county: '032',
  place: 'Nakuru',
};

/** A plant check, made without an account, whose farmer chose "Ask the community" on its unsure answer. */
const askedCommunity = setup({ types: { output: {} as { next: HandOver } } }).createMachine({
  initial: 'done',
  states: { done: { type: 'final' } },
  output: { next: { flow: 'community', input: { draft } } },
});

describe('asking the Community from a check made without an account', () => {
  it('keeps the check on the device and asks to sign in or create an account first', () => {
    // Only the check's ending matters here; the real steps to it are tests/unit/machines/community-ask.test.ts's.
    const diagnosis = askedCommunity as unknown as typeof diagnosisFlow;
    const actor = createActor(authConversation.provide({ actors: { diagnosis } })).start();
    actor.send({ type: 'user.choice', value: 'diagnose' });
    const last = actor.getSnapshot().context.messages.at(-1)!;
    expect(last.body).toMatchObject({ text: { key: 'auth:community.sign_in_first' } });
    expect(last.quickReplies!.map((reply) => reply.value)).toEqual(['login', 'register']);
    expect(keptDraft()).toEqual(draft);
    actor.send({ type: 'user.choice', value: 'login' });
    expect(actor.getSnapshot().value).toBe('login');
  });
});
