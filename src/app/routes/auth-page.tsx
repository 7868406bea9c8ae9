import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLoaderData } from 'react-router';
import { isLoggedIn } from '../../api/session-store.ts';
import type { FirstScreenFit } from '../first-screen.ts';
import { ChatView } from '../../chat/chat-view.tsx';
import { conversationHandlers } from '../../chat/conversation-handlers.ts';
import { loadFlow } from '../../chat/flow-store.ts';
import { QueuedChecks } from '../../chat/queued-checks.tsx';
import { GUEST } from '../../chat/transcript-store.ts';
import { openingGreeting } from '../../machines/auth/auth-greeting.ts';
import { loadInPieces } from './conversation-code.ts';
import { useConversationStart } from './use-conversation-start.ts';
import { useLiveChat } from './use-live-chat.ts';
import { NetworkBanner } from './network-banner.tsx';

// The conversation's machines, the API client and its checks are most of the page's code: the
// greeting and its menu show first, and they start at the person's first touch (use-conversation-start).
const loadConversation = () => loadInPieces(() => import('./auth-conversation.tsx'));
const AuthConversation = lazy(() => loadConversation().then((m) => ({ default: m.AuthConversation })));

/** A registration half answered or an anonymous plant check, saved on this device before a reload. */
export async function authLoader(): Promise<{ savedFlow: unknown } & FirstScreenFit> {
  const savedFlow = await loadFlow(GUEST, 'auth');
  // A conversation to pick up cannot be drawn from the greeting: wait for its code instead.
  if (savedFlow) await loadConversation();
  return { savedFlow, firstScreenFits: !savedFlow };
}

/** /auth is a conversation (ARCHITECTURE.md): sign in, create an account or reset a password. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const { savedFlow } = useLoaderData() as Awaited<ReturnType<typeof authLoader>>;
  const { early, live, setLive, send, busy } = useLiveChat();
  const [preview] = useState(() => (savedFlow ? [] : [openingGreeting()]));
  const { started, startOnUse } = useConversationStart({
    pickUpNow: Boolean(savedFlow),
    somethingQueued: busy,
    waitForUse: true,
  });

  // Someone already signed in goes straight on, without waiting for the conversation (which checks too).
  const [signedInAlready] = useState(() => isLoggedIn() && !savedFlow);
  if (signedInAlready) return <Navigate to="/" replace />;

  return (
    <section className="chat-page" aria-labelledby="auth-title" {...startOnUse}>
      <h1 id="auth-title" className="chat-page__title">
        {t('page_title')}
      </h1>
      <NetworkBanner />
      <QueuedChecks />
      <ChatView
        messages={live?.messages ?? preview}
        input={live?.input ?? null}
        busy={busy}
        steering={live?.steering ?? []}
        {...conversationHandlers(send)}
      />
      {started && (
        <Suspense fallback={null}>
          <AuthConversation savedFlow={savedFlow} early={early} onChat={setLive} />
        </Suspense>
      )}
    </section>
  );
}
