import type { CompareCardData, SignCardData } from '../../../../conversation/cards/differential-card-data.ts';
import type { MessageBody, QuickReply } from '../../../../conversation/chat-message.ts';
import { choice } from '../../../../conversation/flow-protocol.ts';
import { signs, type SignId } from '../../../../contract/signs.ts';
import type { ModelLabels } from '../../../shared/model-labels.ts';
import { safeSteps } from '../../../shared/safe-steps.ts';

export const PICK_PREFIX = 'pick:';

const pictureOf = (labels: ModelLabels, label: string) => {
  const credit = labels.credits[label];
  return credit ? `/reference-photos/${credit.file}` : null;
};

/** The candidates side by side, one tap each, then "none of these" and "I can't tell". */
export function comparePictures(
  labels: ModelLabels,
  candidates: string[],
  otherReplies: QuickReply[],
): { body: MessageBody; quickReplies: QuickReply[] } {
  const data: CompareCardData = {
    purpose: 'pick',
    candidates: candidates.map((label) => ({ label, src: pictureOf(labels, label) })),
    steps: [],
  };
  return {
    body: { kind: 'card', card: 'compare', data },
    quickReplies: [
      ...candidates.map((label) => ({
        value: `${PICK_PREFIX}${label}`,
        label: { key: 'diagnosis:differential.pick', params: { label } },
      })),
      choice('none', 'diagnosis:differential.none'),
      choice('cant_tell', 'diagnosis:differential.cant_tell'),
      ...otherReplies.map((reply) => ({ ...reply, more: true })),
    ],
  };
}

/** One sign question with its picture; "ndiyo"/"hapana" typed arrive as yes/no. */
export function signQuestion(
  labels: ModelLabels,
  sign: SignId,
  number: number,
  of: number,
): { body: MessageBody; quickReplies: QuickReply[] } {
  const data: SignCardData = { sign, src: pictureOf(labels, signs[sign].picture), number, of };
  return {
    body: { kind: 'card', card: 'sign_question', data },
    quickReplies: [
      choice('yes', 'diagnosis:differential.yes'),
      choice('no', 'diagnosis:differential.no'),
      choice('unsure', 'diagnosis:differential.unsure'),
    ],
  };
}

/** When the answers left two close: both, with words not numbers, and steps that fit both. */
export function unclearPictures(labels: ModelLabels, candidates: string[]): MessageBody {
  const data: CompareCardData = {
    purpose: 'unclear',
    candidates: candidates.map((label, index) => ({
      label,
      src: pictureOf(labels, label),
      wording: index === 0 ? 'likely' : 'possible',
    })),
    steps: safeSteps(labels, candidates),
  };
  return { kind: 'card', card: 'compare', data };
}
