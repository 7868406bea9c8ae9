import { useMachine, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getProfile } from '../../api/session-store.ts';
import type { ChatMessage } from '../../conversation/chat-message.ts';
import { ChatView } from '../../chat/chat-view.tsx';
import { conversationHandlers } from '../../chat/conversation-handlers.ts';
import { GUEST, loadTranscript, saveTranscript } from '../../chat/transcript-store.ts';
import { FLOW_CHOICE_PREFIX } from '../../conversation/flow-choice.ts';
import { assistantMachine } from '../../machines/assistant/assistant-machine.ts';
import { resumeDiagnosis } from '../../machines/flows/diagnosis/pending-diagnosis.ts';
import { requireSession } from '../auth-guard.ts';
import { NetworkBanner } from './network-banner.tsx';
import { useStaffAnswers } from './use-staff-answers.ts';

interface AssistantData {
  owner: string;
  firstName: string | undefined;
  restored: ChatMessage[];
}

/** Only for a signed-in user; the transcript of this user on this device is read before the page shows. */
export async function assistantLoader(args: LoaderFunctionArgs): Promise<AssistantData> {
  requireSession(args);
  const profile = getProfile();
  const owner = profile?.id ?? GUEST;
  return { owner, firstName: profile?.first_name, restored: await loadTranscript(owner) };
}

/** The main screen: the assistant's conversation. */
export function AssistantPage() {
  const { t, i18n } = useTranslation('assistant');
  const { owner, firstName, restored } = useLoaderData() as AssistantData;
  const machine = useMemo(
    () =>
      assistantMachine.provide({
        actions: { applyLanguage: (_, { language }) => void i18n.changeLanguage(language) },
      }),
    [i18n],
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: { messages: restored, firstName, resume: resumeDiagnosis() },
  });
  const busy = useSelector(snapshot.children.flow, (state) => Boolean(state?.hasTag('busy')));
  useStaffAnswers(useCallback((messages) => send({ type: 'assistant.inbox', messages }), [send]));

  useEffect(() => {
    const subscription = actor.subscribe((state) => void saveTranscript(owner, state.context.messages));
    return () => subscription.unsubscribe();
  }, [actor, owner]);

  return (
    <section className="chat-page" aria-labelledby="assistant-title">
      {/* Named for screen readers; on a phone the conversation needs the height more than a title. */}
      <h1 id="assistant-title" className="chat-page__title">
        {t('page_title')}
      </h1>
      <NetworkBanner />
      <ChatView
        messages={snapshot.context.messages}
        input={snapshot.context.input}
        busy={busy}
        isLasting={(value) => value.startsWith(FLOW_CHOICE_PREFIX)}
        {...conversationHandlers(send)}
      />
    </section>
  );
}
