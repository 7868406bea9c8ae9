import { assign } from 'xstate';
import { decodePlace } from '../../../language/picked-place.ts';
import { BACK, choice, chose, text } from '../../../conversation/flow-protocol.ts';
import type { DiagnosisContext, DiagnosisEvent } from './context.ts';
import { diagnosisSetup } from './setup.ts';
import { CROP_PREFIX, cropConfirm, cropQuestion, PROVIDERS, uploadCard } from './messages.ts';
import { knownCrops } from './model-labels.ts';

type Args = { context: DiagnosisContext; event: DiagnosisEvent };

const choseOne =
  (...values: string[]) =>
  ({ event }: Args) =>
    event.type === 'user.choice' && values.includes(event.value);
const pickedCrop = ({ event }: Args) => event.type === 'user.choice' && event.value.startsWith(CROP_PREFIX);
/** The crop named in the farmer's words, when the model knows it: asked as "Mahindi — sawa?". */
const namedCrop = ({ context }: Pick<Args, 'context'>) =>
  context.namedCrop && knownCrops(context.labels!.metadata).includes(context.namedCrop)
    ? context.namedCrop
    : null;
const pickedPlace = ({ event }: Args) =>
  (event.type === 'user.text' || event.type === 'user.choice') && decodePlace(event.value) !== null;
const pickedProvider = ({ event }: Args) =>
  event.type === 'user.choice' && (PROVIDERS as readonly string[]).includes(event.value);

/** Crop, photos, place and mobile network: each one question, each with a way back. */
export const questionStates = {
  askingCrop: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => {
        const named = namedCrop({ context });
        return named ? cropConfirm(named) : cropQuestion(context.labels!);
      },
    },
    on: {
      'user.choice': [
        { guard: pickedCrop, target: 'askingPhotos', actions: { type: 'setCrop' } },
        // "ndiyo" typed to "Mahindi — sawa?" arrives as `yes`.
        {
          guard: (args: Args) => choseOne('yes')(args) && namedCrop(args) !== null,
          target: 'askingPhotos',
          actions: assign({ crop: ({ context }) => context.namedCrop }),
        },
        {
          guard: choseOne('other_crop', 'no'),
          target: 'askingCrop',
          reenter: true,
          actions: assign({ namedCrop: null }),
        },
      ],
      'user.back': 'done',
    },
  }),
  askingPhotos: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text('diagnosis:ask_photos'),
        quickReplies: [BACK],
        input: { kind: 'photo', label: { key: 'diagnosis:photos_label' } },
      },
    },
    on: {
      'user.photos': {
        target: 'askingPlace',
        actions: { type: 'setPhotos' },
      },
      'user.back': 'askingCrop',
    },
  }),
  askingPlace: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text('diagnosis:ask_place'),
        quickReplies: [choice('skip', 'diagnosis:skip'), BACK],
        input: {
          kind: 'place',
          label: { key: 'diagnosis:place_label' },
          acceptsLocation: true,
          optional: true,
        },
      },
    },
    on: {
      'user.location': {
        target: 'askingProvider',
        actions: { type: 'setPlace' },
      },
      'user.text': [
        {
          guard: pickedPlace,
          target: 'askingProvider',
          actions: { type: 'setPlace' },
        },
        { actions: { type: 'say', params: { body: text('diagnosis:ask_place') } } },
      ],
      'user.choice': {
        guard: chose('skip'),
        target: 'askingProvider',
        actions: { type: 'setPlace' },
      },
      'user.back': 'askingPhotos',
    },
  }),
  askingProvider: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text('diagnosis:ask_provider'),
        quickReplies: [
          ...PROVIDERS.map((provider) => choice(provider, `diagnosis:provider.${provider}`)),
          choice('skip', 'diagnosis:skip'),
          BACK,
        ],
      },
    },
    on: {
      'user.choice': [
        {
          guard: pickedProvider,
          target: 'sending',
          actions: { type: 'setProvider' },
        },
        { guard: chose('skip'), target: 'sending', actions: { type: 'setProvider' } },
      ],
      'user.back': 'askingPlace',
    },
  }),
  sending: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: uploadCard(context.uploadId, context.photos),
      }),
    },
    always: 'uploading',
  }),
};
