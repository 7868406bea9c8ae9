import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { UserEvent } from '../conversation/flow-protocol.ts';

const isMachine = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && 'can' in snapshot && 'status' in snapshot;

/** A child machine that answers the user at all: one that could go back is asking the current question. */
const asks = (snapshot: AnyMachineSnapshot) =>
  snapshot.status === 'active' && snapshot.can({ type: 'user.back' });

/**
 * Whether a running flow would do something with the user's event. A flow composed of child machines
 * (flows/child-relay.ts) forwards every answer to the child asking, so its own `can` is always true:
 * the answer is only taken when that child takes it.
 */
export function flowTakes(flow: AnyActorRef | undefined, event: UserEvent): boolean {
  const snapshot: unknown = flow?.getSnapshot();
  if (!isMachine(snapshot) || !snapshot.can(event)) return false;
  const asking = Object.values(snapshot.children as Record<string, AnyActorRef | undefined>).filter(
    (child) => {
      const childSnapshot: unknown = child?.getSnapshot();
      return isMachine(childSnapshot) && asks(childSnapshot);
    },
  );
  return asking.length === 0 || asking.some((child) => flowTakes(child, event));
}
