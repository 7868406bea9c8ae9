import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthConversation } from '../../../src/app/routes/auth-conversation.tsx';
import { EarlyEvents, type LiveChat } from '../../../src/app/routes/live-chat.ts';
import { userMessage } from '../../../src/conversation/chat-message.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());

describe('a tap made before the conversation arrived', () => {
  // The page shows whatever the conversation hands it. Handing over the greeting's state for one frame,
  // before the held tap is applied, enabled the menu's box: words typed then went to the wrong question.
  it('is applied before the page is handed anything, so the box is never the menu’s', async () => {
    const early = new EarlyEvents();
    early.send({ type: 'transcript.user', messages: [userMessage('Sign in')] });
    early.send({ type: 'user.choice', value: 'login' });
    const handed = vi.fn<(chat: LiveChat) => void>();

    render(
      <MemoryRouter>
        <AuthConversation savedFlow={null} early={early} onChat={handed} />
      </MemoryRouter>,
    );

    await waitFor(() => expect(handed).toHaveBeenCalled());
    for (const [chat] of handed.mock.calls) {
      expect(chat.input?.kind).toBe('username');
      expect(chat.messages.map((message) => message.sender)).toContain('user');
    }
  });
});
