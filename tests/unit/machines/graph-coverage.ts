import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * The named actions by which flows speak to the conversation that runs them, and by which a child
 * machine (the diagnosis poller) speaks to its flow.
 */
const PARENT_ACTIONS = ['say', 'requestLanguage', 'requestClear', 'relay', 'report'];

/** Leaf states a machine can rest in; transient ones (left at once by an `always` transition) never are. */
function leafStates(node: AnyStateNode, prefix: string[] = []): string[] {
  const children = Object.entries(node.states ?? {});
  if (children.length === 0) return node.config.always ? [] : [prefix.join('.')];
  return children.flatMap(([key, child]) => leafStates(child as AnyStateNode, [...prefix, key]));
}

function valueKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? [];
  return key === undefined
    ? ''
    : child && typeof child === 'object'
      ? `${key}.${valueKey(child)}`
      : `${key}.${String(child)}`;
}

/**
 * Walks a machine's graph with the given events and reports which of its leaf states no generated
 * path reaches, and the shortest path to each state that is reached (for replaying on a real actor).
 */
export function walkMachine(
  machine: AnyStateMachine,
  events: (EventObject & Record<string, unknown>)[],
  input?: unknown,
) {
  // Talking to the conversation is a side effect; the walk looks at states and transitions only.
  const quiet = machine.provide({
    actions: Object.fromEntries(PARENT_ACTIONS.map((name) => [name, () => undefined])),
  });
  const paths = getShortestPaths(quiet, { events, input } as never);
  const reached = new Set(paths.map((path) => valueKey(path.state.value)));
  const unreached = leafStates(machine.root).filter((state) => !reached.has(state));
  const transitions = new Set(
    paths.flatMap((path) =>
      path.steps.map((step) => `${valueKey(step.state.value)} --${step.event.type}-->`),
    ),
  );
  return { paths, reached, unreached, transitions };
}
