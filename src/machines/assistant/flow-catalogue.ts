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
}

export const flowCatalogue: FlowEntry[] = [
  { id: 'diagnosis', menuLabel: 'diagnosis:menu', intents: ['diagnose'], opens: 'photo' },
  { id: 'help', menuLabel: 'assistant:menu.help', intents: ['help'] },
  {
    id: 'language',
    menuLabel: 'assistant:menu.language',
    intents: ['language', 'language_en', 'language_sw'],
  },
  { id: 'start_over', intents: ['start_over'] },
  { id: 'callback', menuLabel: 'talk:menu.callback', intents: ['callback'] },
  { id: 'products', menuLabel: 'talk:menu.products', intents: [] },
  { id: 'enquiry', menuLabel: 'talk:menu.enquiry', intents: [] },
  { id: 'feedback', intents: ['feedback'] },
  { id: 'blog', menuLabel: 'talk:menu.blog', intents: [] },
  { id: 'calendar', menuLabel: 'calendar:menu', intents: ['crop_calendar'] },
  { id: 'weather', menuLabel: 'weather:menu', intents: ['weather'] },
  { id: 'advice', menuLabel: 'advice:menu', intents: ['pest_advice'] },
  { id: 'history', menuLabel: 'diagnosis:history_menu', intents: ['history'] },
  {
    id: 'my_details',
    menuLabel: 'assistant:details.menu_label',
    intents: ['my_details', 'change_name', 'change_phone', 'change_email', 'data_export'],
  },
  { id: 'my_farms', menuLabel: 'farms:menu', intents: ['my_farms'] },
  { id: 'fertilizer', menuLabel: 'farms:fertilizer.menu', intents: ['fertilizer'] },
];

/** The main menu's quick replies; their values start a flow whenever tapped, even on old messages. */
export function flowMenu(): QuickReply[] {
  return flowCatalogue
    .filter((entry) => entry.menuLabel)
    .map((entry) => ({
      value: flowChoice(entry.id),
      label: { key: entry.menuLabel! },
      ...(entry.opens ? { opens: entry.opens } : {}),
    }));
}
