import type { QuickReply } from '../../../conversation/chat-message.ts';
import { MAX_PHOTOS } from '../../../conversation/photo/prepared-photo.ts';
import { BACK, choice, text } from '../../../conversation/flow-protocol.ts';
import type { DiagnosisContext, DiagnosisEvent } from './context.ts';
import { uploadCard } from './messages.ts';
import { diagnosisSetup } from './setup.ts';

/** How many more photos the case can take: its answer combines at most MAX_PHOTOS. */
export const photoRoom = (context: DiagnosisContext) => MAX_PHOTOS - (context.pending?.taskIds.length ?? 0);

/**
 * After "not sure", another photo of the same plant often settles it (the model card's 2- and
 * 3-photo figures), so it is offered before starting over; a case already at MAX_PHOTOS is not.
 */
export const morePhotoReplies = (context: DiagnosisContext): QuickReply[] =>
  context.combined?.verdict === 'not_sure' && photoRoom(context) > 0
    ? [choice('more_photo', 'diagnosis:more_photos.offer')]
    : [];

/** A tap on an older "add a photo" reply once the case is full is not taken. */
export const morePhotoChosen = ({ context, event }: { context: DiagnosisContext; event: DiagnosisEvent }) =>
  event.type === 'user.choice' && event.value === 'more_photo' && photoRoom(context) > 0;

/** Asking for the extra photo, with what helps, and sending it to join the case's earlier ones. */
export const morePhotoStates = {
  askingMorePhotos: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        body: text('diagnosis:more_photos.ask'),
        quickReplies: [BACK],
        input: { kind: 'photo', label: { key: 'diagnosis:photos_label' }, max: photoRoom(context) },
      }),
    },
    on: {
      'user.photos': { target: 'sendingMore', actions: { type: 'addPhotos' } },
      'user.back': 'showing',
    },
  }),
  sendingMore: diagnosisSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({ body: uploadCard(context.uploadId, context.photos) }),
    },
    always: 'uploading',
  }),
};
