import { fromPromise } from 'xstate';
import {
  bookCallback,
  cancelCallback,
  fetchOpenSlots,
  fetchUpcomingCallbacks,
  moveCallback,
} from '../../../api/callback.ts';
import { getProfile } from '../../../api/session-store.ts';
import type { Callback, CallbackCreate, CallbackCreated, Slot } from '../../../contract/callback.ts';

export interface CallbackStart {
  /** From the stored profile, so a signed-in farmer is not asked again. */
  contact: { name: string; phone_number: string } | null;
  upcoming: Callback[];
}

/** The flow's side effects, each named so tests swap them with `.provide()`. */
export const callbackActors = {
  loadStart: fromPromise<CallbackStart>(async () => {
    const profile = getProfile();
    const contact = profile
      ? { name: `${profile.first_name} ${profile.last_name}`.trim(), phone_number: profile.phone_number }
      : null;
    return { contact, upcoming: profile ? await fetchUpcomingCallbacks() : [] };
  }),
  loadSlots: fromPromise<Slot[]>(() => fetchOpenSlots()),
  book: fromPromise<CallbackCreated, CallbackCreate>(({ input }) => bookCallback(input)),
  move: fromPromise<Callback, { id: string; slot: string }>(({ input }) =>
    moveCallback(input.id, input.slot),
  ),
  cancel: fromPromise<Callback, { id: string }>(({ input }) => cancelCallback(input.id)),
};
