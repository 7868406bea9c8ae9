import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { UserEvent } from '../conversation/flow-protocol.ts';

const isMachine = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && 'can' in snapshot && 'status' in snapshot;

/**
 * Whether a running flow would do something with the user's event. A flow composed of child machines
 * (flows/child-relay.ts) forwards every answer to the step running, so its own `can` is always true:
 * the answer is only taken when that step takes it, at any depth (a question, or an upload that waits).
 */
export function flowTakes(flow: AnyActorRef | undefined, event: UserEvent): boolean {
  const snapshot: unknown = flow?.getSnapshot();
  if (!isMachine(snapshot) || !snapshot.can(event)) return false;
  const steps = Object.values(snapshot.children as Record<string, AnyActorRef | undefined>).filter(
    (child) => {
      const childSnapshot: unknown = child?.getSnapshot();
      return isMachine(childSnapshot) && childSnapshot.status === 'active';
    },
  );
  return steps.length === 0 || steps.some((step) => flowTakes(step, event));
}
