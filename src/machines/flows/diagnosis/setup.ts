import { assertEvent, assign, enqueueActions, sendParent, setup } from 'xstate';
import { toApiFailure } from '../../../api/api-failure.ts';
import { farmStore } from '../../../api/farm-store.ts';
import { isLoggedIn } from '../../../api/session-store.ts';
import { rememberAnswers, rememberedAnswers } from '../../../conversation/photo/remembered-answers.ts';
import { combineResults, type CombinedResult } from '../../../ml/combine-results.ts';
import { clearPending, savePending } from './pending-diagnosis.ts';
import { sayAction, text, type FlowSay } from '../../../conversation/flow-protocol.ts';
import { decodePlace, placeLabel } from '../../../language/picked-place.ts';
import { diagnosisActors } from './actors.ts';
import { pollingMachine, type PollOutput } from './polling/machine.ts';
import { callbackCase, CONFIRM_PREFIX, CROP_PREFIX, PROVIDERS, slugFor } from './messages.ts';
import {
  newId,
  type DiagnosisContext,
  type DiagnosisEvent,
  type DiagnosisFlowInput,
  type HandOver,
} from './context.ts';

/** No network, or none that answers: the check waits in the queue and runs on the phone. */
const unreachable = (_: unknown, { error }: { error: unknown }) =>
  ['offline', 'timeout'].includes(toApiFailure(error).kind);

/** The diagnosis flow's types, actions, actors and guards, shared by its machine and its state files. */
export const diagnosisSetup = setup({
  types: {
    context: {} as DiagnosisContext,
    events: {} as DiagnosisEvent,
    input: {} as DiagnosisFlowInput | undefined,
    output: {} as { next?: HandOver; quiet?: boolean },
  },
  actors: { ...diagnosisActors, poll: pollingMachine },
  guards: {
    signedIn: () => typeof localStorage !== 'undefined' && isLoggedIn(),
    resuming: ({ context }) => context.pending !== null,
    // The selected farm is where the plant grows: its place wins over asking. A check saved before
    // `answeredHere` existed has none: it counts as not answered here.
    placeUnasked: ({ context }) =>
      farmStore.get().selectedFarm === null &&
      !context.answeredHere?.place &&
      rememberedAnswers().place === undefined,
    providerUnasked: ({ context }) =>
      !context.answeredHere?.provider && rememberedAnswers().provider === undefined,
    unreachable,
  },
  actions: {
    say: sayAction<DiagnosisContext, DiagnosisEvent>(),
    /** The poller's messages go on to the conversation as if the flow said them. */
    relay: sendParent<DiagnosisContext, DiagnosisEvent, undefined, FlowSay, DiagnosisEvent>(({ event }) => {
      assertEvent(event, 'flow.say');
      return event;
    }),
    fail: assign<DiagnosisContext, DiagnosisEvent, { error: unknown }, DiagnosisEvent, never>({
      failure: (_, { error }) => toApiFailure(error),
    }),
    /**
     * The photos are in: what is needed to wait for their answers, also after a reload. Photos added
     * to an unsure case join the ones already sent, so the answer combines all of them.
     */
    startWaiting: assign<DiagnosisContext, DiagnosisEvent, { output: string[] }, DiagnosisEvent, never>(
      ({ context }, { output }) => ({
        pending: {
          taskIds: [...(context.pending?.taskIds ?? []), ...output],
          crop: context.crop,
          thumbnails: [
            ...(context.pending?.thumbnails ?? []),
            ...context.photos.map((photo) => photo.thumbnail),
          ],
          place: context.place,
          startedAt: new Date().toISOString(),
        },
      }),
    ),
    /** How the poller ended: the finished tasks, if any, and whether it said the offline notice. */
    settle: assign<DiagnosisContext, DiagnosisEvent, { output: PollOutput }, DiagnosisEvent, never>(
      ({ context }, { output }) => ({
        offlineSaid: output.offlineSaid,
        tasks: output.outcome === 'finished' ? output.tasks : context.tasks,
      }),
    ),
    setCrop: assign({
      crop: ({ event }) => {
        const crop = event.type === 'user.choice' ? event.value.slice(CROP_PREFIX.length) : '';
        return crop && crop !== 'unknown' ? crop : null;
      },
    }),
    setPhotos: assign(({ event }) => {
      const photos = event.type === 'user.photos' ? event.photos : [];
      return {
        photos,
        keys: photos.map(newId),
        uploadId: newId(),
        pending: null,
        queuedId: null,
        tasks: [],
        combined: null,
        addedPhotos: false,
        confirmed: null,
      };
    }),
    /** More photos of the same plant for an unsure case: sent on their own, answered with the first ones. */
    addPhotos: assign(({ event }) => {
      const photos = event.type === 'user.photos' ? event.photos : [];
      return { photos, keys: photos.map(newId), uploadId: newId(), combined: null, addedPhotos: true };
    }),
    setPlace: assign({
      place: ({ event }) => {
        if (event.type === 'user.location') {
          const { latitude, longitude, altitude_m, near } = event.location;
          return { latitude, longitude, altitude: altitude_m, name: near };
        }
        const picked = event.type === 'user.text' ? decodePlace(event.value) : null;
        return picked ? { name: placeLabel(picked) } : null;
      },
    }),
    /** The selected farm's place (SPEC §3's shared state) for this check; none keeps the remembered one. */
    setFarmPlace: assign({
      place: ({ context }) => {
        const farm = farmStore.get().selectedFarm;
        return farm
          ? { name: farm.name, latitude: farm.latitude ?? undefined, longitude: farm.longitude ?? undefined }
          : context.place;
      },
    }),
    rememberPlace: enqueueActions(({ context, enqueue }) => {
      enqueue(() => rememberAnswers({ place: context.place }));
      enqueue.assign({ answeredHere: { ...context.answeredHere, place: true } });
    }),
    rememberProvider: enqueueActions(({ context, enqueue }) => {
      enqueue(() => rememberAnswers({ provider: context.provider }));
      enqueue.assign({ answeredHere: { ...context.answeredHere, provider: true } });
    }),
    setProvider: assign({
      provider: ({ event }) =>
        event.type === 'user.choice' && (PROVIDERS as readonly string[]).includes(event.value)
          ? event.value
          : null,
    }),
    setConfirmed: assign({
      confirmed: ({ event }) =>
        event.type === 'user.choice' ? event.value.slice(CONFIRM_PREFIX.length) : null,
    }),
    handOverToAdvice: assign({
      next: ({ context }) => ({
        flow: 'advice' as const,
        input: { slug: slugFor(context.labels!, context.confirmed!) },
      }),
    }),
    handOverToCallback: assign({
      next: ({ context }) => ({
        flow: 'callback' as const,
        // The place may have been given after the answer, so it comes from the flow, not the upload.
        input: {
          case: callbackCase({ ...context.pending!, place: context.place }, context.tasks, context.combined),
        },
      }),
    }),
    /** The phone's answer to a queued check; the advice for its top match is kept for offline use. */
    showPhoneAnswer: assign<
      DiagnosisContext,
      DiagnosisEvent,
      { output: CombinedResult | null },
      DiagnosisEvent,
      never
    >({ combined: (_, { output }) => output }),
    handOverToPhoneAdvice: assign({
      next: ({ context }) => ({
        flow: 'advice' as const,
        input: { slug: slugFor(context.labels!, context.combined!.predictions[0]!.label) },
      }),
    }),
    /** A check that waited offline: say whether the server's answer agrees with the phone's. */
    compareWithPhone: enqueueActions(({ context, enqueue }) => {
      const queued = context.pending?.queued;
      const top = context.combined?.predictions[0];
      if (!queued?.onDevice || !top) return;
      const agrees =
        queued.onDevice.label === top.label && queued.onDevice.verdict === context.combined!.verdict;
      enqueue({
        type: 'say',
        params: { body: text(agrees ? 'diagnosis:server_agrees' : 'diagnosis:server_replaces') },
      });
    }),
    rememberQueued: assign<DiagnosisContext, DiagnosisEvent, { output: string }, DiagnosisEvent, never>({
      queuedId: (_, { output }) => output,
    }),
    remember: ({ context }) => savePending(context.pending!),
    forgetPending: () => clearPending(),
    combine: assign({
      combined: ({ context }) =>
        combineResults(
          context.tasks.flatMap((task) => (task.status === 'succeeded' && task.result ? [task.result] : [])),
        ),
    }),
  },
});
