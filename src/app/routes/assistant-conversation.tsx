import { useMachine, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withNested } from '../../chat/chat-texts.ts';
import { saveFlow } from '../../chat/flow-store.ts';
import { saveTranscript } from '../../chat/transcript-store.ts';
import type { ChatMessage } from '../../conversation/chat-message.ts';
import { BACK, MENU } from '../../conversation/flow-protocol.ts';
import { assistantMachine, type FlowStart } from '../../machines/assistant/assistant-machine.ts';
import { flowTexts } from '../../machines/assistant/flow-catalogue.ts';
import { restoredAssistant, savedAssistant } from '../../machines/assistant/saved-assistant.ts';
import { resumeCommunityDraft } from '../../machines/shared/community-draft.ts';
import { resumeDiagnosis } from '../../machines/flows/diagnosis/pending-diagnosis.ts';
import type { AssistantData } from './assistant-data.ts';
import { photoSent } from './assistant-data.ts';
import type { EarlyEvents, LiveChat } from './live-chat.ts';
import { OutbreakAlertOffer } from './outbreak-alert-offer.tsx';
import { PhotoConsentPrompt } from './photo-consent-prompt.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

interface AssistantConversationProps {
  data: AssistantData;
  /** What the person did while this code was on its way, in order. */
  early: EarlyEvents;
  /** Staff answers, fetched by the page, the first of them before this code had arrived. */
  staffInbox: EarlyEvents<ChatMessage[]>;
  /** Hands the page what to draw, whenever it changes. */
  onChat: (chat: LiveChat) => void;
}

/** The assistant's conversation itself, once its machines have arrived. */
export function AssistantConversation({ data, early, staffInbox, onChat }: AssistantConversationProps) {
  const { i18n } = useTranslation();
  const { owner, firstName, restored, savedFlow } = data;
  const machine = useMemo(
    () =>
      assistantMachine.provide({
        actions: { applyLanguage: (_, { language }) => void i18n.changeLanguage(language) },
      }),
    [i18n],
  );
  // Photos still being classified resume from the server, and a check kept through sign-in for the
  // Community is asked now; otherwise the flow resumes at its last question.
  const [options] = useState(() => {
    const resume = resumeDiagnosis() ?? resumeCommunityDraft();
    const input = { messages: restored, firstName, resume };
    const snapshot = resume ? null : restoredAssistant(savedFlow, restored, firstName);
    return snapshot ? { snapshot, input } : { input };
  });
  const [snapshot, send, actor] = useMachine(machine, options);
  const busy = useSelector(snapshot.children.flow, (state) => Boolean(state?.hasTag('busy')));

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

  // After the subscriptions above, so what was done meanwhile is saved like the rest.
  useEffect(() => early.connect((event) => actor.send(event)), [early, actor]);
  useEffect(
    () => staffInbox.connect((messages) => actor.send({ type: 'assistant.inbox', messages })),
    [staffInbox, actor],
  );

  const { messages, input, activeFlow } = snapshot.context;
  // A flow's texts are fetched as it starts: its first message waits for its own (ChatView), and the
  // rest of its steps' come meanwhile rather than one question at a time.
  useEffect(() => {
    if (activeFlow) void i18n.loadNamespaces(withNested(flowTexts(activeFlow)));
  }, [activeFlow, i18n]);
  const steering = useMemo(() => (activeFlow ? [BACK, MENU] : []), [activeFlow]);
  const sent = photoSent(messages);
  useEffect(() => {
    // As on /auth: held taps first, so the page is never handed the state from before them.
    if (actor.getSnapshot() !== snapshot) return;
    const aside = (
      <>
        <PhotoConsentPrompt photoSent={sent} />
        <OutbreakAlertOffer photoSent={sent} />
      </>
    );
    onChat({ messages, input, busy, steering, send, aside });
  }, [actor, snapshot, onChat, messages, input, busy, steering, send, sent]);
  return null;
}
