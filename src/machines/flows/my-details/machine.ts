import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure } from '../../../api/api-failure.ts';
import {
  confirmContactChange,
  keepArchive,
  requestDataExport,
  updateProfile,
} from '../../../api/data-rights.ts';
import { storeProfile } from '../../../api/session-store.ts';
import { nameSchema } from '../../../contract/accounts.ts';
import {
  contactConfirmSchema,
  profileUpdateSchema,
  type ConfirmedField,
  type ContactConfirm,
  type ProfileUpdate,
  type ProfileUpdated,
} from '../../../contract/data-rights.ts';
import { chose, sayAction, type UserEvent } from '../../../conversation/flow-protocol.ts';
import {
  DETAILS_ACTIONS,
  initialContext,
  type ExportAnswer,
  type MyDetailsContext,
  type MyDetailsInput,
} from './context.ts';
import * as say from './messages.ts';

type Args = { context: MyDetailsContext; event: UserEvent };

/** The typed answer; only `user.text` transitions read it, so anything else is a wiring mistake. */
const typed = (event: UserEvent) => {
  assertEvent(event, 'user.text');
  return event.value;
};
const field = (context: MyDetailsContext): ConfirmedField =>
  context.action === 'email' ? 'email' : 'phone_number';
/** The contact as the contract hands it on (a Kenyan number as +254…), or null when it is refused. */
const parsedContact = ({ context, event }: Args) => {
  const parsed = profileUpdateSchema.safeParse({ [field(context)]: typed(event) });
  return parsed.success ? (parsed.data[field(context)] ?? null) : null;
};

/**
 * "My details" (SPEC §5, the right to correct one's data and take a copy): change the name at once,
 * move the account to a new phone number or e-mail once the code sent there comes back, download
 * everything as a ZIP, or choose which notifications come and how. Each answer is checked with the contract's own rules before the server sees it.
 */
export const myDetailsFlow = setup({
  types: {
    context: {} as MyDetailsContext,
    events: {} as UserEvent,
    input: {} as MyDetailsInput | undefined,
  },
  actors: {
    update: fromPromise(({ input }: { input: ProfileUpdate }) => updateProfile(input)),
    confirm: fromPromise(({ input }: { input: ContactConfirm }) => confirmContactChange(input)),
    dataExport: fromPromise(async (): Promise<ExportAnswer> => {
      const answer = await requestDataExport();
      return answer.status === 'ready' ? { status: 'ready', archiveId: keepArchive(answer.archive) } : answer;
    }),
  },
  actions: {
    say: sayAction<MyDetailsContext>(),
    /** The greeting and the account menu read the stored profile, so they use the new details at once. */
    keepProfile: (_, profile: ProfileUpdated) => {
      const { pending: _pending, ...stored } = profile;
      storeProfile(stored);
    },
    /** The conversation greets by the name it was given when it opened; a fresh start uses the new one. */
    announceName: sendParent(({ context }: { context: MyDetailsContext }) => ({
      type: 'assistant.renamed',
      firstName: context.firstName,
    })),
  },
  guards: {
    chosen: ({ context }) => context.action !== null,
    isAction: ({ event }) =>
      event.type === 'user.choice' && DETAILS_ACTIONS.some((action) => action === event.value),
    renaming: ({ context }) => context.action === 'name',
    exporting: ({ context }) => context.action === 'export',
    notifying: ({ context }) => context.action === 'notifications',
    validName: ({ event }) => nameSchema.safeParse(typed(event)).success,
    validContact: (args: Args) => parsedContact(args) !== null,
    validCode: ({ context, event }) =>
      contactConfirmSchema.safeParse({ field: field(context), code: typed(event) }).success,
    awaitsCode: ({ context }, pending: ProfileUpdated['pending']) => pending.includes(field(context)),
  },
}).createMachine({
  id: 'my_details',
  context: ({ input }) => initialContext(input),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'renaming', target: 'firstName' },
        { guard: 'exporting', target: 'exporting' },
        { guard: 'notifying', target: 'notifications' },
        { guard: 'chosen', target: 'contact' },
        { target: 'menu' },
      ],
    },
    menu: {
      entry: { type: 'say', params: say.menu },
      on: {
        'user.choice': {
          guard: 'isAction',
          target: 'deciding',
          actions: assign({
            action: ({ event }) => DETAILS_ACTIONS.find((action) => action === event.value) ?? null,
          }),
        },
        'user.back': 'done',
      },
    },

    firstName: {
      entry: { type: 'say', params: say.askFirstName },
      on: {
        'user.text': [
          {
            guard: 'validName',
            target: 'lastName',
            actions: assign({ firstName: ({ event }) => typed(event).trim() }),
          },
          {
            target: 'firstName',
            reenter: true,
            actions: { type: 'say', params: say.invalid('invalid_name') },
          },
        ],
        'user.back': 'menu',
      },
    },
    lastName: {
      entry: { type: 'say', params: say.askLastName },
      on: {
        'user.text': [
          {
            guard: 'validName',
            target: 'savingName',
            actions: assign({ lastName: ({ event }) => typed(event).trim() }),
          },
          {
            target: 'lastName',
            reenter: true,
            actions: { type: 'say', params: say.invalid('invalid_name') },
          },
        ],
        'user.back': 'firstName',
      },
    },
    savingName: {
      tags: ['busy'],
      invoke: {
        src: 'update',
        input: ({ context }) => ({ first_name: context.firstName, last_name: context.lastName }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepProfile', params: ({ event }) => event.output },
            'announceName',
            { type: 'say', params: ({ context }) => say.nameChanged(context) },
          ],
        },
        onError: {
          target: 'nameFailed',
          actions: assign({ failure: ({ event }) => toApiFailure(event.error) }),
        },
      },
    },
    nameFailed: {
      entry: { type: 'say', params: ({ context }) => say.failed(context) },
      on: { 'user.choice': { guard: chose('retry'), target: 'savingName' }, 'user.back': 'lastName' },
    },

    contact: {
      entry: { type: 'say', params: ({ context }) => say.askContact(field(context)) },
      on: {
        'user.text': [
          {
            guard: 'validContact',
            target: 'sendingCode',
            actions: assign({ contact: (args) => parsedContact(args) ?? '' }),
          },
          {
            target: 'contact',
            reenter: true,
            actions: {
              type: 'say',
              params: ({ context }) =>
                say.invalid(field(context) === 'email' ? 'invalid_email' : 'invalid_phone_number'),
            },
          },
        ],
        'user.back': 'menu',
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        src: 'update',
        input: ({ context }) => ({ [field(context)]: context.contact }),
        onDone: [
          { guard: { type: 'awaitsCode', params: ({ event }) => event.output.pending }, target: 'code' },
          // The address was already the account's own: nothing waits for a code.
          {
            target: 'done',
            actions: [
              { type: 'keepProfile', params: ({ event }) => event.output },
              { type: 'say', params: ({ context }) => say.contactChanged(context) },
            ],
          },
        ],
        onError: {
          target: 'contact',
          actions: [
            assign({ failure: ({ event }) => toApiFailure(event.error) }),
            { type: 'say', params: ({ context }) => say.failureNotice(context) },
          ],
        },
      },
    },
    code: {
      entry: { type: 'say', params: ({ context }) => say.askCode(context) },
      on: {
        'user.text': [
          {
            guard: 'validCode',
            target: 'confirming',
            actions: assign({ code: ({ event }) => typed(event).trim() }),
          },
          { target: 'code', reenter: true, actions: { type: 'say', params: say.invalid('invalid_code') } },
        ],
        'user.back': 'contact',
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ field: field(context), code: context.code }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepProfile', params: ({ event }) => event.output },
            { type: 'say', params: ({ context }) => say.contactChanged(context) },
          ],
        },
        onError: {
          target: 'code',
          actions: [
            assign({ failure: ({ event }) => toApiFailure(event.error) }),
            { type: 'say', params: ({ context }) => say.failureNotice(context) },
          ],
        },
      },
    },

    exporting: {
      tags: ['busy'],
      invoke: {
        src: 'dataExport',
        onDone: {
          target: 'done',
          actions: { type: 'say', params: ({ event }) => say.exportAnswer(event.output) },
        },
        onError: {
          target: 'exportFailed',
          actions: assign({ failure: ({ event }) => toApiFailure(event.error) }),
        },
      },
    },
    exportFailed: {
      entry: { type: 'say', params: ({ context }) => say.failed(context) },
      on: { 'user.choice': { guard: chose('retry'), target: 'exporting' }, 'user.back': 'done' },
    },
    notifications: {
      entry: { type: 'say', params: say.notifications },
      always: 'done',
    },
    done: { type: 'final' },
  },
});
