import type { ChatMessage, QuickReply } from '../../conversation/chat-message.ts';
import type { Intent } from '../../language/intents/recognise.ts';
import { flowChoice, type FlowId } from '../../conversation/flow-choice.ts';

/**
 * The flows the assistant offers, as data: adding a flow is one machine in flows/, one entry here and
 * one line in flow-registry.ts. A flow that does not exist yet has no entry, so nothing in the menu or
 * the intent routing leads nowhere.
 */
export interface FlowEntry {
  id: FlowId;
  /** Shown in the main menu; flows reached only from inside other flows have none. */
  menuLabel?: string;
  /** Typed-text intents that start this flow. */
  intents: Intent[];
  /** What its menu entry opens in the same tap (the plant check: the camera). */
  opens?: QuickReply['opens'];
  /** Listed under "More" rather than in the main menu, which keeps to the five tasks farmers come for. */
  more?: true;
  /**
   * The text namespaces its steps show beyond the assistant's and the chat's, fetched when it starts
   * (the menu's own words are the assistant's, so / fetches no flow's texts before one starts).
   */
  texts: string[];
}

export const flowCatalogue: FlowEntry[] = [
  {
    id: 'diagnosis',
    menuLabel: 'assistant:menu.diagnosis',
    intents: ['diagnose'],
    opens: 'photo',
    texts: ['diagnosis', 'advice'],
  },
  { id: 'advice', menuLabel: 'assistant:menu.advice', intents: ['pest_advice'], texts: ['advice', 'talk'] },
  {
    id: 'calendar',
    menuLabel: 'assistant:menu.calendar',
    intents: ['crop_calendar'],
    texts: ['calendar', 'farms', 'places'],
  },
  { id: 'weather', menuLabel: 'assistant:menu.weather', intents: ['weather'], texts: ['weather', 'places'] },
  {
    id: 'callback',
    menuLabel: 'assistant:menu.callback',
    intents: ['callback'],
    texts: ['talk', 'calendar', 'places'],
  },
  {
    id: 'history',
    menuLabel: 'assistant:menu.history',
    intents: ['history'],
    more: true,
    texts: ['diagnosis'],
  },
  {
    id: 'my_farms',
    menuLabel: 'assistant:menu.my_farms',
    intents: ['my_farms'],
    more: true,
    texts: ['farms', 'talk', 'places'],
  },
  {
    id: 'fertilizer',
    menuLabel: 'assistant:menu.fertilizer',
    intents: ['fertilizer'],
    more: true,
    texts: ['farms', 'talk', 'places'],
  },
  { id: 'products', menuLabel: 'assistant:menu.products', intents: [], more: true, texts: ['talk'] },
  { id: 'enquiry', menuLabel: 'assistant:menu.enquiry', intents: [], more: true, texts: ['talk'] },
  { id: 'community', menuLabel: 'assistant:menu.community', intents: [], more: true, texts: ['community'] },
  { id: 'blog', menuLabel: 'assistant:menu.blog', intents: [], more: true, texts: ['talk'] },
  {
    id: 'my_details',
    menuLabel: 'assistant:details.menu_label',
    intents: ['my_details', 'change_name', 'change_phone', 'change_email', 'data_export'],
    more: true,
    texts: ['talk'],
  },
  {
    id: 'language',
    menuLabel: 'assistant:menu.language',
    intents: ['language', 'language_en', 'language_sw'],
    more: true,
    texts: [],
  },
  { id: 'help', menuLabel: 'assistant:menu.help', intents: ['help'], more: true, texts: [] },
  { id: 'start_over', intents: ['start_over'], texts: [] },
  { id: 'feedback', intents: ['feedback'], texts: ['talk'] },
];

const menuReply = (entry: FlowEntry): QuickReply => ({
  value: flowChoice(entry.id),
  label: { key: entry.menuLabel! },
  ...(entry.opens ? { opens: entry.opens } : {}),
  ...(entry.more ? { more: true } : {}),
});

/**
 * The main menu's quick replies: five shown, the rest folded under "More". Their values start a flow
 * whenever tapped, even on old messages.
 */
export function flowMenu(): QuickReply[] {
  return flowCatalogue.filter((entry) => entry.menuLabel).map(menuReply);
}

/** The namespaces a flow shows once started, fetched as it starts (src/app/routes/assistant-conversation.tsx). */
export function flowTexts(id: FlowId): string[] {
  return flowCatalogue.find((entry) => entry.id === id)?.texts ?? [];
}

const menuReplies = new Map(
  flowCatalogue.filter((entry) => entry.menuLabel).map((entry) => [flowChoice(entry.id), menuReply(entry)]),
);

/**
 * A kept transcript with its menu buttons in today's words: the menu's replies keep working on older
 * messages, and a label key the app has since moved (to the assistant's texts) would show raw.
 */
export function withTodaysMenu(messages: ChatMessage[]): ChatMessage[] {
  return messages.map((message) =>
    message.quickReplies?.some((reply) => menuReplies.has(reply.value))
      ? {
          ...message,
          quickReplies: message.quickReplies.map((reply) => menuReplies.get(reply.value) ?? reply),
        }
      : message,
  );
}
