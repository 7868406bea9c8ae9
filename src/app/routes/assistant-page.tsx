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
import { QueuedChecks } from '../../chat/queued-checks.tsx';
import { assistantMachine, type FlowStart } from '../../machines/assistant/assistant-machine.ts';
import { resumeDiagnosis } from '../../machines/flows/diagnosis/pending-diagnosis.ts';
import { requireSession } from '../auth-guard.ts';
import { AccountActions } from './account-actions.tsx';
import { NetworkBanner } from './network-banner.tsx';
import { OfflineCheckControl } from './offline-check-control.tsx';
import { SpeechRateControl } from './speech-rate-control.tsx';
import { useStaffAnswers } from './use-staff-answers.ts';
import { useUploadQueue } from './use-upload-queue.ts';

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
  // A check sent from the offline queue resumes in the chat only when no other flow is running.
  useUploadQueue(
    useCallback(
      (start: FlowStart) => {
        if (actor.getSnapshot().context.activeFlow !== null) return false;
        actor.send({ type: 'assistant.resume', start });
        return actor.getSnapshot().context.activeFlow === start.flow;
      },
      [actor],
    ),
    useCallback(
      (listener: () => void) => {
        let busy = actor.getSnapshot().context.activeFlow !== null;
        const subscription = actor.subscribe((state) => {
          const wasBusy = busy;
          busy = state.context.activeFlow !== null;
          if (wasBusy && !busy) listener();
        });
        return () => subscription.unsubscribe();
      },
      [actor],
    ),
  );

  useEffect(() => {
    const subscription = actor.subscribe((state) => void saveTranscript(owner, state.context.messages));
    return () => subscription.unsubscribe();
  }, [actor, owner]);

  return (
    <section className="chat-page" aria-labelledby="assistant-title">
      <div className="chat-toolbar">
        <h1 id="assistant-title" className="chat-page__title">
          {t('page_title')}
        </h1>
        {/* Tucked away: on a small phone the conversation needs the height more than these do. */}
        <details className="chat-settings">
          <summary className="chat-settings__summary">{t('settings')}</summary>
          <div className="chat-settings__panel">
            <SpeechRateControl />
            <OfflineCheckControl />
            <AccountActions />
          </div>
        </details>
      </div>
      <NetworkBanner />
      <QueuedChecks />
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
