import type { AnyActorRef, AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * What a conversation keeps of its running flow across a reload: XState's persisted snapshot, minus
 * anything secret. `skip` while the flow waits on the server (the last resting step is kept), `clear`
 * once no flow runs.
 */
export type SavedState = { kind: 'save'; state: object } | { kind: 'skip' } | { kind: 'clear' };

// Field names that hold a secret anywhere in a flow's context or a request's input.
const SECRET = /password|token|secret|^code$|^otp$|^pin$/i;

/** A deep copy without secrets; photos (Blobs) and other binary values are kept as they are. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  ) as T;
}

/** Whether the running flow is at rest: a question on screen, not a request on its way. */
export function flowAtRest(flow: AnyActorRef | undefined): boolean {
  const snapshot = flow?.getSnapshot() as { status?: string; hasTag?: (tag: string) => boolean } | undefined;
  return snapshot?.status === 'active' && !snapshot.hasTag?.('busy');
}

function valueFits(node: AnyStateNode, value: unknown): boolean {
  if (typeof value === 'string') return value in node.states;
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).every(
    ([key, child]) => key in node.states && valueFits(node.states[key]!, child),
  );
}

interface PersistedShape {
  value?: unknown;
  children?: Record<string, { src?: unknown; snapshot?: PersistedShape } | undefined>;
}

const isMachineLogic = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic;

/** The snapshot's state fits the machine, and so does each child machine's, at any depth. */
function fits(machine: AnyStateMachine, persisted: PersistedShape | undefined): boolean {
  if (!persisted || !valueFits(machine.root, persisted.value)) return false;
  const actors = machine.implementations.actors as Record<string, unknown>;
  return Object.values(persisted.children ?? {}).every((child) => {
    if (typeof child?.src !== 'string') return true;
    const logic = actors[child.src];
    // A child the machine no longer has does not fit; a request has no states to fit.
    return logic !== undefined && (!isMachineLogic(logic) || fits(logic, child.snapshot));
  });
}

/**
 * Whether a saved snapshot still fits the machine, its running flow (the child `flow`) and the flow's
 * own steps: after an update that renamed a step, the conversation starts afresh rather than nowhere.
 */
export function fitsMachine(machine: AnyStateMachine, saved: unknown): boolean {
  return fits(machine, (saved as PersistedShape | null) ?? undefined);
}
