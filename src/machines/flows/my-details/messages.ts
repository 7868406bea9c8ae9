import type { InputRequest } from '../../../conversation/chat-message.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, text, type SayParams } from '../../../conversation/flow-protocol.ts';
import type { ConfirmedField } from '../../../contract/data-rights.ts';
import type { ExportAnswer, MyDetailsContext } from './context.ts';

const NS = 'assistant:details';

export const RETRY = choice('retry', 'talk:try_again');

/** The quick reply that starts completing a Community-only account, here and where a refusal says it is incomplete. */
export const COMPLETE_ACCOUNT = choice('complete_account', `${NS}.complete_account`);

export const menu = (accountIncomplete: boolean): SayParams => ({
  body: text(`${NS}.menu`),
  quickReplies: [
    choice('name', `${NS}.change_name`),
    accountIncomplete ? COMPLETE_ACCOUNT : choice('phone_number', `${NS}.change_phone_number`),
    choice('email', `${NS}.change_email`),
    choice('export', `${NS}.download`),
    choice('notifications', `${NS}.notifications`),
    choice('community_profile', `${NS}.community_profile`),
    BACK,
  ],
});

const ask = (key: string, input: InputRequest): SayParams => ({
  body: text(`${NS}.${key}`),
  quickReplies: [BACK],
  input,
});

export const askFirstName = () => ask('ask_first_name', { kind: 'name', label: { key: `${NS}.first_name` } });
export const askLastName = () => ask('ask_last_name', { kind: 'name', label: { key: `${NS}.last_name` } });

export const askContact = (field: ConfirmedField) =>
  field === 'phone_number'
    ? ask('ask_phone_number', { kind: 'phone', label: { key: `${NS}.phone_number` } })
    : ask('ask_email', { kind: 'email', label: { key: `${NS}.email` } });

export const askCode = (context: MyDetailsContext) => ({
  ...ask('ask_code', { kind: 'code', label: { key: `${NS}.code` } }),
  body: text(`${NS}.ask_code`, { address: context.contact }),
});

/** A typed answer the contract refuses: said before the question comes again. */
export const invalid = (key: string): SayParams => ({
  body: { kind: 'notice', tone: 'error', text: { key: `${NS}.${key}` } },
});

export const failed = (context: MyDetailsContext): SayParams => ({
  body: failureMessage(context.failure!),
  quickReplies: [RETRY, BACK],
});

/** A failure while the flow goes on to ask again (a wrong code, a number another account holds). */
export const failureNotice = (context: MyDetailsContext): SayParams => ({
  body: failureMessage(context.failure!),
});

export const nameChanged = (context: MyDetailsContext): SayParams => ({
  body: {
    kind: 'notice',
    tone: 'success',
    text: { key: `${NS}.name_changed`, params: { name: `${context.firstName} ${context.lastName}` } },
  },
});

export const contactChanged = (context: MyDetailsContext): SayParams => ({
  body: {
    kind: 'notice',
    tone: 'success',
    text: {
      key: context.action === 'email' ? `${NS}.email_changed` : `${NS}.phone_number_changed`,
      params: { address: context.contact },
    },
  },
});

/** The ZIP as a card with a save button, or when a job still builds it, when to ask again. */
export const exportAnswer = (answer: ExportAnswer): SayParams =>
  answer.status === 'ready'
    ? {
        body: {
          kind: 'card',
          card: 'data_export',
          data: { file: 'mimea-my-data.zip', archive: answer.archiveId },
        },
      }
    : {
        body: text(`${NS}.export_preparing`, {
          minutes: Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)),
        }),
      };

/** The notification switches, the same as in the ☰ menu. */
export const notifications = (): SayParams => ({
  body: { kind: 'card', card: 'notifications', data: {} },
});

/**
 * The Community profile (issue 31 §4): what others see beside the person's posts. Each question says
 * what is kept now and offers to keep it.
 */
export const KEEP = 'keep';
export const PICK_COUNTY = 'pick_county';
export const NO_COUNTY = 'no_county';
export const NO_PICTURE = 'no_picture';
export const REMOVE_PICTURE = 'remove_picture';

export const askNickname = (context: MyDetailsContext): SayParams => {
  const current = context.community?.nickname;
  return {
    body: current ? text(`${NS}.ask_nickname_now`, { nickname: current }) : text(`${NS}.ask_nickname`),
    quickReplies: current ? [choice(KEEP, `${NS}.keep_nickname`), BACK] : [BACK],
    input: { kind: 'name', label: { key: `${NS}.nickname` } },
  };
};

export const askCounty = (context: MyDetailsContext): SayParams => ({
  body: text(`${NS}.ask_profile_county`),
  quickReplies: [
    ...(context.community?.county ? [choice(KEEP, `${NS}.keep_county`)] : []),
    choice(PICK_COUNTY, `${NS}.pick_county`),
    choice(NO_COUNTY, `${NS}.no_county`),
    BACK,
  ],
});

export const askPicture = (context: MyDetailsContext): SayParams => ({
  body: text(`${NS}.ask_picture`),
  quickReplies: [
    choice(NO_PICTURE, context.community?.picture ? `${NS}.keep_picture` : `${NS}.no_picture`),
    ...(context.community?.picture ? [choice(REMOVE_PICTURE, `${NS}.remove_picture`)] : []),
  ],
  input: { kind: 'photo', label: { key: `${NS}.picture` }, optional: true, max: 1 },
});

const success = (key: string, params?: Record<string, string>): SayParams => ({
  body: { kind: 'notice', tone: 'success', text: { key: `${NS}.${key}`, params } },
});

export const profileSaved = (context: MyDetailsContext) =>
  success(context.county?.name ? 'profile_saved_county' : 'profile_saved', {
    nickname: context.nickname,
    county: context.county?.name ?? '',
  });
export const pictureSaved = () => success('picture_saved');
export const pictureRemoved = () => success('picture_removed');
