import { useMachine, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { takeRedirectTarget } from '../../api/redirect-memory.ts';
import { isLoggedIn } from '../../api/session-store.ts';
import { saveFlow } from '../../chat/flow-store.ts';
import { GUEST } from '../../chat/transcript-store.ts';
import { BACK, MENU } from '../../conversation/flow-protocol.ts';
import { authConversation } from '../../machines/auth/auth-conversation.ts';
import { restoredAuth, savedAuth } from '../../machines/auth/saved-auth.ts';
import type { EarlyEvents, LiveChat } from './live-chat.ts';
import { useUploadQueue } from './use-upload-queue.ts';

interface AuthConversationProps {
  savedFlow: unknown;
  /** What the person did while this code was on its way, in order. */
  early: EarlyEvents;
  /** Hands the page what to draw, whenever it changes. */
  onChat: (chat: LiveChat) => void;
}

/** The /auth conversation itself: sign in, create an account, reset a password or check a plant. */
export function AuthConversation({ savedFlow, early, onChat }: AuthConversationProps) {
  const navigate = useNavigate();
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

  // After the subscriptions above, so what was done meanwhile is saved like the rest.
  useEffect(() => early.connect((event) => actor.send(event)), [early, actor]);

  const { messages, input } = snapshot.context;
  const steering = useMemo(() => (flow ? [BACK, MENU] : []), [flow]);
  useEffect(() => {
    // Taps held before this code arrived are applied in an effect above; until the render has caught
    // up with them, the page keeps its greeting and busy box rather than taking the menu's for a frame.
    if (actor.getSnapshot() !== snapshot) return;
    onChat({ messages, input, busy, steering, send });
  }, [actor, snapshot, onChat, messages, input, busy, steering, send]);

  if (snapshot.status !== 'done' && isLoggedIn() && messages.length <= 1) {
    return <Navigate to="/" replace />;
  }
  return null;
}
