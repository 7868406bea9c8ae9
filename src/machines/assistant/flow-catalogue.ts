import type { QuickReply } from '../../chat/chat-message.ts';
import type { Intent } from '../intents/recognise.ts';

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
}

export type FlowId = 'help' | 'language' | 'start_over';

export const flowCatalogue: FlowEntry[] = [
  { id: 'help', menuLabel: 'assistant:menu.help', intents: ['help'] },
  {
    id: 'language',
    menuLabel: 'assistant:menu.language',
    intents: ['language', 'language_en', 'language_sw'],
  },
  { id: 'start_over', intents: ['start_over'] },
];

export const FLOW_CHOICE_PREFIX = 'flow:';

/** The main menu's quick replies; their values start a flow whenever tapped, even on old messages. */
export function flowMenu(): QuickReply[] {
  return flowCatalogue
    .filter((entry) => entry.menuLabel)
    .map((entry) => ({ value: `${FLOW_CHOICE_PREFIX}${entry.id}`, label: { key: entry.menuLabel! } }));
}

export function flowForIntent(intent: Intent): FlowId | undefined {
  return flowCatalogue.find((entry) => entry.intents.includes(intent))?.id;
}

export function flowForChoice(value: string): FlowId | undefined {
  if (!value.startsWith(FLOW_CHOICE_PREFIX)) return undefined;
  const id = value.slice(FLOW_CHOICE_PREFIX.length);
  return flowCatalogue.find((entry) => entry.id === id)?.id;
}
