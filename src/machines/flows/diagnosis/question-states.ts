import { decodePlace } from '../../../language/picked-place.ts';
import { BACK, choice, chose, text } from '../../../conversation/flow-protocol.ts';
import type { DiagnosisContext, DiagnosisEvent } from './context.ts';
import { CROP_PREFIX, cropQuestion, PROVIDERS, uploadCard } from './messages.ts';

type Args = { context: DiagnosisContext; event: DiagnosisEvent };

const pickedCrop = ({ event }: Args) => event.type === 'user.choice' && event.value.startsWith(CROP_PREFIX);
const pickedPlace = ({ event }: Args) =>
  (event.type === 'user.text' || event.type === 'user.choice') && decodePlace(event.value) !== null;
const pickedProvider = ({ event }: Args) =>
  event.type === 'user.choice' && (PROVIDERS as readonly string[]).includes(event.value);

/** Crop, photos, place and mobile network: each one question, each with a way back. */
export const questionStates = {
  askingCrop: {
    entry: {
      type: 'say' as const,
      params: ({ context }: { context: DiagnosisContext }) => cropQuestion(context.labels!),
    },
    on: {
      'user.choice': {
        guard: pickedCrop,
        target: 'askingPhotos',
        actions: { type: 'setCrop' as const },
      },
      'user.back': 'done',
    },
  },
  askingPhotos: {
    entry: {
      type: 'say' as const,
      params: {
        body: text('diagnosis:ask_photos'),
        quickReplies: [BACK],
        input: { kind: 'photo' as const, label: { key: 'diagnosis:photos_label' } },
      },
    },
    on: {
      'user.photos': {
        target: 'askingPlace',
        actions: { type: 'setPhotos' as const },
      },
      'user.back': 'askingCrop',
    },
  },
  askingPlace: {
    entry: {
      type: 'say' as const,
      params: {
        body: text('diagnosis:ask_place'),
        quickReplies: [choice('skip', 'diagnosis:skip'), BACK],
        input: {
          kind: 'place' as const,
          label: { key: 'diagnosis:place_label' },
          acceptsLocation: true,
          optional: true,
        },
      },
    },
    on: {
      'user.location': {
        target: 'askingProvider',
        actions: { type: 'setPlace' as const },
      },
      'user.text': [
        {
          guard: pickedPlace,
          target: 'askingProvider',
          actions: { type: 'setPlace' as const },
        },
        { actions: { type: 'say' as const, params: { body: text('diagnosis:ask_place') } } },
      ],
      'user.choice': {
        guard: chose('skip'),
        target: 'askingProvider',
        actions: { type: 'setPlace' as const },
      },
      'user.back': 'askingPhotos',
    },
  },
  askingProvider: {
    entry: {
      type: 'say' as const,
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
          actions: { type: 'setProvider' as const },
        },
        { guard: chose('skip'), target: 'sending', actions: { type: 'setProvider' as const } },
      ],
      'user.back': 'askingPlace',
    },
  },
  sending: {
    entry: {
      type: 'say' as const,
      params: ({ context }: { context: DiagnosisContext }) => ({
        body: uploadCard(context.uploadId, context.photos),
      }),
    },
    always: 'uploading',
  },
};
