import type { InputRequest } from '../../../conversation/chat-message.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, text, type SayParams } from '../../../conversation/flow-protocol.ts';
import type { ConfirmedField } from '../../../contract/data-rights.ts';
import type { ExportAnswer, MyDetailsContext } from './context.ts';

const NS = 'assistant:details';

export const RETRY = choice('retry', 'talk:try_again');

export const menu = (): SayParams => ({
  body: text(`${NS}.menu`),
  quickReplies: [
    choice('name', `${NS}.change_name`),
    choice('phone_number', `${NS}.change_phone_number`),
    choice('email', `${NS}.change_email`),
    choice('export', `${NS}.download`),
    choice('notifications', `${NS}.notifications`),
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
