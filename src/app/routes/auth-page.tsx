import { useMachine, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLoaderData, useNavigate } from 'react-router';
import { takeRedirectTarget } from '../../api/redirect-memory.ts';
import { isLoggedIn } from '../../api/session-store.ts';
import { ChatView } from '../../chat/chat-view.tsx';
import { loadFlow, saveFlow } from '../../chat/flow-store.ts';
import { GUEST } from '../../chat/transcript-store.ts';
import { conversationHandlers } from '../../chat/conversation-handlers.ts';
import { BACK, MENU } from '../../conversation/flow-protocol.ts';
import { QueuedChecks } from '../../chat/queued-checks.tsx';
import { authConversation } from '../../machines/auth/auth-conversation.ts';
import { restoredAuth, savedAuth } from '../../machines/auth/saved-auth.ts';

/** A registration half answered or an anonymous plant check, saved on this device before a reload. */
export async function authLoader(): Promise<{ savedFlow: unknown }> {
  return { savedFlow: await loadFlow(GUEST, 'auth') };
}
import { NetworkBanner } from './network-banner.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

/** /auth is a conversation (ARCHITECTURE.md): sign in, create an account or reset a password. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { savedFlow } = useLoaderData() as Awaited<ReturnType<typeof authLoader>>;
  const [options] = useState(() => {
    const snapshot = restoredAuth(savedFlow);
    return snapshot ? { snapshot } : {};
  });
  const [snapshot, send, actor] = useMachine(authConversation, options);
  const flow = snapshot.children.flow;
  const busy = useSelector(flow, (state) => Boolean(state?.hasTag('busy')));

  // A check made offline without an account resumes here once sent, when the menu is showing.
  useUploadQueue(
    useCallback(() => {
      if (!actor.getSnapshot().matches('menu')) return false;
      actor.send({ type: 'auth.resume' });
      return actor.getSnapshot().matches('diagnosis');
    }, [actor]),
  );

  useEffect(() => {
    const subscription = actor.subscribe(() => {
      const saved = savedAuth(actor);
      if (saved.kind !== 'skip') void saveFlow(GUEST, 'auth', saved.kind === 'save' ? saved.state : null);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

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
      <NetworkBanner />
      <QueuedChecks />
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
