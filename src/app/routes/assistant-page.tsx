import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ChatView } from '../../chat/chat-view.tsx';
import { conversationHandlers } from '../../chat/conversation-handlers.ts';
import { QueuedChecks } from '../../chat/queued-checks.tsx';
import type { ChatMessage } from '../../conversation/chat-message.ts';
import { openingMessages } from '../../machines/assistant/assistant-greeting.ts';
import { mayHaveWorkToResume } from '../../machines/flows/diagnosis/pending-diagnosis-key.ts';
import { isLasting, loadAssistantData, type AssistantData } from './assistant-data.ts';
import { loadInPieces } from './conversation-code.ts';
import { EarlyEvents } from './live-chat.ts';
import { useConversationStart } from './use-conversation-start.ts';
import { useLiveChat } from './use-live-chat.ts';
import { NetworkBanner } from './network-banner.tsx';
import { useStaffAnswers } from './use-staff-answers.ts';

// The machines of every flow, the API client and its checks are most of the page's code: the
// greeting (or the kept transcript) and the menu show first, and they start at the person's first
// touch, when a staff answer arrives, or at once where something is to be picked up
// (use-conversation-start). The photo consent question (which asks the server) comes with them.
const loadConversation = () => loadInPieces(() => import('./assistant-conversation.tsx'));
const AssistantConversation = lazy(() =>
  loadConversation().then((m) => ({ default: m.AssistantConversation })),
);

export async function assistantLoader(args: LoaderFunctionArgs): Promise<AssistantData> {
  const data = await loadAssistantData(args);
  // A flow to pick up cannot be drawn from the transcript alone: wait for its code instead.
  if (data.savedFlow) await loadConversation();
  return data;
}

/** The main screen: the assistant's conversation. */
export function AssistantPage() {
  const { t } = useTranslation('assistant');
  const data = useLoaderData() as AssistantData;
  const { early, live, setLive, send, busy } = useLiveChat();
  const [preview] = useState(() =>
    data.savedFlow ? data.restored : openingMessages(data.restored, data.firstName),
  );
  const [staffInbox] = useState(() => new EarlyEvents<ChatMessage[]>());
  const { started, start, startOnUse } = useConversationStart({
    pickUpNow: Boolean(data.savedFlow),
    somethingQueued: busy,
    waitForUse: true,
  });
  // Photos still being classified resume polling at once, and a check kept through sign-in for the
  // Community is asked at once. Looked up apart: not first-screen modules.
  useEffect(() => {
    if (!mayHaveWorkToResume()) return;
    void import('./work-to-resume.ts').then(({ workToResume }) => workToResume() && start());
  }, [start]);
  useStaffAnswers(
    useCallback(
      (answers: ChatMessage[]) => {
        staffInbox.send(answers);
        start();
      },
      [staffInbox, start],
    ),
  );

  return (
    <section className="chat-page" aria-labelledby="assistant-title" {...startOnUse}>
      {/* Named for screen readers; on a phone the conversation needs the height more than a title. */}
      <h1 id="assistant-title" className="chat-page__title">
        {t('page_title')}
      </h1>
      <NetworkBanner />
      <QueuedChecks />
      <ChatView
        messages={live?.messages ?? preview}
        input={live?.input ?? null}
        busy={busy}
        isLasting={isLasting}
        steering={live?.steering ?? []}
        aside={live?.aside}
        {...conversationHandlers(send)}
      />
      {started && (
        <Suspense fallback={null}>
          <AssistantConversation data={data} early={early} staffInbox={staffInbox} onChat={setLive} />
        </Suspense>
      )}
    </section>
  );
}
