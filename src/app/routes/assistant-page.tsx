import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ChatView } from '../../chat/chat-view.tsx';
import { conversationHandlers } from '../../chat/conversation-handlers.ts';
import { QueuedChecks } from '../../chat/queued-checks.tsx';
import { openingMessages } from '../../machines/assistant/assistant-greeting.ts';
import { isLasting, loadAssistantData, type AssistantData } from './assistant-data.ts';
import { loadInPieces } from './conversation-code.ts';
import { useConversationStart } from './use-conversation-start.ts';
import { useLiveChat } from './use-live-chat.ts';
import { NetworkBanner } from './network-banner.tsx';

// The machines of every flow, the API client and its checks are most of the page's code: the
// greeting (or the kept transcript) and the menu show first, and they start once it is painted
// (use-conversation-start). The photo
// consent question (which asks the server) comes with them.
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
  const { started } = useConversationStart({
    pickUpNow: Boolean(data.savedFlow),
    somethingQueued: busy,
    waitForUse: false,
  });

  return (
    <section className="chat-page" aria-labelledby="assistant-title">
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
          <AssistantConversation data={data} early={early} onChat={setLive} />
        </Suspense>
      )}
    </section>
  );
}
