import { FLOW_CHOICE_PREFIX, type FlowId } from '../../conversation/flow-choice.ts';
import type { Intent } from '../../language/intents/recognise.ts';
import { flowCatalogue } from './flow-catalogue.ts';

// Which flow typed words or a tapped menu reply start. Apart from the catalogue: the first screen
// draws the menu from it, and this is only needed once the conversation runs (route-text.ts).

export function flowForIntent(intent: Intent): FlowId | undefined {
  return flowCatalogue.find((entry) => entry.intents.includes(intent))?.id;
}

export function flowForChoice(value: string): { flow: FlowId; input?: Record<string, string> } | undefined {
  if (!value.startsWith(FLOW_CHOICE_PREFIX)) return undefined;
  const [id, query] = value.slice(FLOW_CHOICE_PREFIX.length).split('?');
  const entry = flowCatalogue.find((candidate) => candidate.id === id);
  if (!entry) return undefined;
  return query
    ? { flow: entry.id, input: Object.fromEntries(new URLSearchParams(query)) }
    : { flow: entry.id };
}
