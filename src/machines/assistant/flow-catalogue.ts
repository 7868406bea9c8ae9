import type { QuickReply } from '../../conversation/chat-message.ts';
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
}

export const flowCatalogue: FlowEntry[] = [
  { id: 'diagnosis', menuLabel: 'diagnosis:menu', intents: ['diagnose'], opens: 'photo' },
  { id: 'advice', menuLabel: 'advice:menu', intents: ['pest_advice'] },
  { id: 'calendar', menuLabel: 'calendar:menu', intents: ['crop_calendar'] },
  { id: 'weather', menuLabel: 'weather:menu', intents: ['weather'] },
  { id: 'callback', menuLabel: 'talk:menu.callback', intents: ['callback'] },
  { id: 'history', menuLabel: 'diagnosis:history_menu', intents: ['history'], more: true },
  { id: 'my_farms', menuLabel: 'farms:menu', intents: ['my_farms'], more: true },
  { id: 'fertilizer', menuLabel: 'farms:fertilizer.menu', intents: ['fertilizer'], more: true },
  { id: 'products', menuLabel: 'talk:menu.products', intents: [], more: true },
  { id: 'enquiry', menuLabel: 'talk:menu.enquiry', intents: [], more: true },
  { id: 'blog', menuLabel: 'talk:menu.blog', intents: [], more: true },
  {
    id: 'my_details',
    menuLabel: 'assistant:details.menu_label',
    intents: ['my_details', 'change_name', 'change_phone', 'change_email', 'data_export'],
    more: true,
  },
  {
    id: 'language',
    menuLabel: 'assistant:menu.language',
    intents: ['language', 'language_en', 'language_sw'],
    more: true,
  },
  { id: 'help', menuLabel: 'assistant:menu.help', intents: ['help'], more: true },
  { id: 'start_over', intents: ['start_over'] },
  { id: 'feedback', intents: ['feedback'] },
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
