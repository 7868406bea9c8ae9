import { useMachine, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { takeRedirectTarget } from '../../api/redirect-memory.ts';
import { isLoggedIn } from '../../api/session-store.ts';
import { ChatView } from '../../chat/chat-view.tsx';
import { conversationHandlers } from '../../chat/conversation-handlers.ts';
import { BACK, MENU } from '../../conversation/flow-protocol.ts';
import { authConversation } from '../../machines/auth/auth-conversation.ts';

/** /auth is a conversation (ARCHITECTURE.md): sign in, create an account or reset a password. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(authConversation);
  const flow = snapshot.children.flow;
  const busy = useSelector(flow, (state) => Boolean(state?.hasTag('busy')));

  useEffect(() => {
    if (snapshot.status === 'done') void navigate(takeRedirectTarget(), { replace: true });
  }, [snapshot.status, navigate]);

  if (snapshot.status !== 'done' && isLoggedIn() && snapshot.context.messages.length <= 1) {
    return <Navigate to="/" replace />;
  }

  return (
    <section className="chat-page" aria-labelledby="auth-title">
      <h1 id="auth-title" className="chat-page__title">
        {t('page_title')}
      </h1>
      <ChatView
        messages={snapshot.context.messages}
        input={snapshot.context.input}
        busy={busy}
        steering={flow ? [BACK, MENU] : []}
        {...conversationHandlers(send)}
      />
    </section>
  );
}
