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
const answeredProvider = ({ event }: Args) =>
  event.type === 'user.choice' && [...PROVIDERS, 'skip'].includes(event.value);

/**
 * Photos first, so an answer is four taps away; the crop only when the farmer wants to say it (it
 * narrows the answer to that crop's conditions). Place and network come after the first answer, once
 * per device: the upload uses what this phone remembers.
 */
export const questionStates = {
  askingPhotos: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: text('diagnosis:ask_photos'),
        quickReplies: [...(context.crop ? [] : [choice('crop', 'diagnosis:say_crop')]), BACK],
        input: { kind: 'photo', label: { key: 'diagnosis:photos_label' } },
      }),
    },
    on: {
      'user.photos': {
        target: 'sending',
        actions: [{ type: 'setPhotos' }, { type: 'setFarmPlace' }],
      },
      'user.choice': { guard: chose('crop'), target: 'askingCrop' },
      'user.back': 'done',
    },
  }),
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
      'user.back': 'askingPhotos',
    },
  }),
  askingPlace: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: {
        body: text('diagnosis:ask_place'),
        quickReplies: [choice('skip', 'diagnosis:skip')],
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
        target: 'followingUp',
        actions: [{ type: 'setPlace' }, { type: 'rememberPlace' }],
      },
      'user.text': [
        {
          guard: pickedPlace,
          target: 'followingUp',
          actions: [{ type: 'setPlace' }, { type: 'rememberPlace' }],
        },
        { actions: { type: 'say', params: { body: text('diagnosis:ask_place') } } },
      ],
      'user.choice': {
        guard: chose('skip'),
        target: 'followingUp',
        actions: [{ type: 'setPlace' }, { type: 'rememberPlace' }],
      },
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
        ],
      },
    },
    on: {
      'user.choice': {
        guard: answeredProvider,
        target: 'followingUp',
        actions: [{ type: 'setProvider' }, { type: 'rememberProvider' }],
      },
    },
  }),
  // Each question that this device has not answered yet, then the question about the answer.
  followingUp: diagnosisSetup.createStateConfig({
    always: [
      { guard: 'placeUnasked', target: 'askingPlace' },
      { guard: 'providerUnasked', target: 'askingProvider' },
      { target: 'answering' },
    ],
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
