import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../../api/api-failure.ts';
import { fetchCalendar } from '../../../api/calendar.ts';
import { plantingStore } from '../../../api/planting-store.ts';
import type { Calendar, CalendarQuery } from '../../../contract/calendar.ts';
import type { PlantingInfo, PlantingInfoInput } from '../../../contract/planting-info.ts';
import { parseTypedDate, todayHere } from '../../../language/typed-date.ts';
import { sayAction } from '../../../conversation/flow-protocol.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import { placeActors, placeRelayActions, type PlaceFlowEvent as FlowEvent } from '../place/place-states.ts';
import { cropOf } from './request.ts';
import type { CalendarContext, CalendarFlowInput } from './context.ts';

type Args = { context: CalendarContext; event: FlowEvent };
const typed = (event: FlowEvent) => (event.type === 'user.text' ? event.value : '');

/** The calendar flow's types, actions, actors and guards, shared by its machine and its state files. */
export const calendarSetup = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as FlowEvent,
    input: {} as CalendarFlowInput | undefined,
  },
  actions: {
    say: sayAction<CalendarContext, FlowEvent>(),
    ...placeRelayActions<CalendarContext>(),
    setPlace: assign({ place: (_, { output }: { output: PickedPlace | null }) => output }),
    pickCrop: assign({
      crop: ({ event }) => (event.type === 'user.choice' ? cropOf(event.value.slice(5)) : null),
    }),
    typeCrop: assign({ crop: ({ event }) => cropOf(typed(event)) }),
    typeDate: assign({ plantedOn: ({ event }) => parseTypedDate(typed(event), todayHere()) }),
    notPlanted: assign({ planted: false, plantedOn: null }),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
  },
  actors: {
    ...placeActors,
    loadCalendar: fromPromise<Calendar, CalendarQuery>(({ input }) => fetchCalendar(input)),
    savePlanting: fromPromise<PlantingInfo, PlantingInfoInput>(({ input }) => plantingStore.add(input)),
  },
  guards: {
    needsCrop: ({ context }) => !context.crop,
    needsPlace: ({ context }) => !context.place,
    needsDate: ({ context }) => context.planted && !context.plantedOn,
    knownCrop: ({ event }: Args) => cropOf(typed(event).replace(/^crop:/, '')) !== null,
    readableDate: ({ event }: Args) => parseTypedDate(typed(event), todayHere()) !== null,
  },
});
