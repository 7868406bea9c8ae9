import { useMachine, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getProfile } from '../../api/session-store.ts';
import type { ChatMessage } from '../../conversation/chat-message.ts';
import { ChatView } from '../../chat/chat-view.tsx';
import { conversationHandlers } from '../../chat/conversation-handlers.ts';
import { forgetFlows, loadFlow, saveFlow } from '../../chat/flow-store.ts';
import { GUEST, loadTranscript, saveTranscript } from '../../chat/transcript-store.ts';
import { FLOW_CHOICE_PREFIX } from '../../conversation/flow-choice.ts';
import { BACK, MENU } from '../../conversation/flow-protocol.ts';
import { QueuedChecks } from '../../chat/queued-checks.tsx';
import { assistantMachine, type FlowStart } from '../../machines/assistant/assistant-machine.ts';
import { restoredAssistant, savedAssistant } from '../../machines/assistant/saved-assistant.ts';
import { resumeDiagnosis } from '../../machines/flows/diagnosis/pending-diagnosis.ts';
import { requireSession } from '../auth-guard.ts';
import { NetworkBanner } from './network-banner.tsx';
import { PhotoConsentPrompt } from './photo-consent-prompt.tsx';
import { useStaffAnswers } from './use-staff-answers.ts';
import { useUploadQueue } from './use-upload-queue.ts';

interface AssistantData {
  owner: string;
  firstName: string | undefined;
  restored: ChatMessage[];
  /** The flow this user was in the middle of, saved at its last question. */
  savedFlow: unknown;
}

/**
 * Only for a signed-in user; the transcript of this user on this device, and the flow they were in
 * the middle of, are read before the page shows. Another account's saved flow is forgotten here.
 */
export async function assistantLoader(args: LoaderFunctionArgs): Promise<AssistantData> {
  requireSession(args);
  const profile = getProfile();
  const owner = profile?.id ?? GUEST;
  await forgetFlows(owner);
  const [restored, savedFlow] = await Promise.all([loadTranscript(owner), loadFlow(owner, 'assistant')]);
  return { owner, firstName: profile?.first_name, restored, savedFlow };
}

/** The main screen: the assistant's conversation. */
export function AssistantPage() {
  const { t, i18n } = useTranslation('assistant');
  const { owner, firstName, restored, savedFlow } = useLoaderData() as AssistantData;
  const machine = useMemo(
    () =>
      assistantMachine.provide({
        actions: { applyLanguage: (_, { language }) => void i18n.changeLanguage(language) },
      }),
    [i18n],
  );
  // Photos still being classified resume from the server; otherwise the flow resumes at its last question.
  const [options] = useState(() => {
    const resume = resumeDiagnosis();
    const input = { messages: restored, firstName, resume };
    const snapshot = resume ? null : restoredAssistant(savedFlow, restored, firstName);
    return snapshot ? { snapshot, input } : { input };
  });
  const [snapshot, send, actor] = useMachine(machine, options);
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
    const subscription = actor.subscribe((state) => {
      void saveTranscript(owner, state.context.messages);
      const saved = savedAssistant(actor);
      if (saved.kind !== 'skip')
        void saveFlow(owner, 'assistant', saved.kind === 'save' ? saved.state : null);
    });
    return () => subscription.unsubscribe();
  }, [actor, owner]);

  return (
    <section className="chat-page" aria-labelledby="assistant-title">
      {/* Named for screen readers; on a phone the conversation needs the height more than a title. */}
      <h1 id="assistant-title" className="chat-page__title">
        {t('page_title')}
      </h1>
      <NetworkBanner />
      <QueuedChecks />
      <ChatView
        messages={snapshot.context.messages}
        input={snapshot.context.input}
        busy={busy}
        isLasting={(value) => value.startsWith(FLOW_CHOICE_PREFIX)}
        steering={snapshot.context.activeFlow ? [BACK, MENU] : []}
        aside={
          <PhotoConsentPrompt
            photoSent={snapshot.context.messages.some(
              (message) => message.sender === 'user' && message.body.kind === 'photo',
            )}
          />
        }
        {...conversationHandlers(send)}
      />
    </section>
  );
}
