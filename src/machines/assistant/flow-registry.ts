import type { AnyStateMachine } from 'xstate';
import type { FlowId } from './flow-catalogue.ts';
import { helpFlow } from './flows/help-flow.ts';
import { languageFlow } from './flows/language-flow.ts';
import { startOverFlow } from './flows/start-over-flow.ts';

/** The machine behind each flow id; the assistant spawns the one the user chose as its child `flow`. */
export const flowMachines = {
  help: helpFlow,
  language: languageFlow,
  start_over: startOverFlow,
} satisfies Record<FlowId, AnyStateMachine>;
