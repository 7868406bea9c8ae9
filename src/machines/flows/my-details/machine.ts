import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { toApiFailure } from '../../../api/api-failure.ts';
import {
  confirmContactChange,
  keepArchive,
  requestDataExport,
  updateProfile,
} from '../../../api/data-rights.ts';
import { getProfile, storeProfile } from '../../../api/session-store.ts';
import {
  fetchCommunityProfile,
  removeCommunityPicture,
  saveCommunityProfile,
  uploadCommunityPicture,
} from '../../../api/community-profile.ts';
import { nameSchema } from '../../../contract/accounts.ts';
import {
  nicknameSchema,
  type CommunityProfile,
  type CommunityProfileUpdate,
} from '../../../contract/community-profile.ts';
import {
  contactConfirmSchema,
  profileUpdateSchema,
  type ConfirmedField,
  type ContactConfirm,
  type ProfileUpdate,
  type ProfileUpdated,
} from '../../../contract/data-rights.ts';
import { chose, sayAction } from '../../../conversation/flow-protocol.ts';
import type { UserProfile } from '../../../contract/session.ts';
import type { PickedPlace } from '../../../language/picked-place.ts';
import { childRelayActions, type ParentFlowEvent } from '../../shared/child-relay.ts';
import { placeQuestion } from '../../shared/place/machine.ts';
import { completeAccountFlow } from './complete-account/machine.ts';
import {
  DETAILS_ACTIONS,
  initialContext,
  type ExportAnswer,
  type MyDetailsContext,
  type MyDetailsInput,
} from './context.ts';
import * as say from './messages.ts';

type Args = { context: MyDetailsContext; event: ParentFlowEvent };

/** The typed answer; only `user.text` transitions read it, so anything else is a wiring mistake. */
const typed = (event: ParentFlowEvent) => {
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
/** A Community-only account (social sign-in) has no phone number until it is completed. */
const accountIncomplete = () => getProfile()?.phone_number === null;

/**
 * "My details" (SPEC §5, the right to correct one's data and take a copy): change the name at once,
 * move the account to a new phone number or e-mail once the code sent there comes back, download
 * everything as a ZIP, choose which notifications come and how, or set the Community profile (a
 * nickname, a county and a picture others see beside the posts). Each answer is checked with the
 * contract's own rules before the server sees it.
 */
export const myDetailsFlow = setup({
  types: {
    context: {} as MyDetailsContext,
    events: {} as ParentFlowEvent,
    input: {} as MyDetailsInput | undefined,
  },
  actors: {
    placeQuestion,
    completeAccount: completeAccountFlow,
    loadCommunity: fromPromise(() => fetchCommunityProfile()),
    saveCommunity: fromPromise(({ input }: { input: CommunityProfileUpdate }) => saveCommunityProfile(input)),
    uploadPicture: fromPromise(({ input }: { input: Blob }) => uploadCommunityPicture(input)),
    removePicture: fromPromise(() => removeCommunityPicture()),
    update: fromPromise(({ input }: { input: ProfileUpdate }) => updateProfile(input)),
    confirm: fromPromise(({ input }: { input: ContactConfirm }) => confirmContactChange(input)),
    dataExport: fromPromise(async (): Promise<ExportAnswer> => {
      const answer = await requestDataExport();
      return answer.status === 'ready' ? { status: 'ready', archiveId: keepArchive(answer.archive) } : answer;
    }),
  },
  actions: {
    say: sayAction<MyDetailsContext, ParentFlowEvent>(),
    ...childRelayActions<MyDetailsContext, 'place' | 'complete'>(),
    keepCommunity: assign({ community: (_, profile: CommunityProfile) => profile }),
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
    profiling: ({ context }) => context.action === 'community_profile',
    // "Change my phone number" on an account without one means giving it, with a password.
    completing: ({ context }) =>
      context.action === 'complete_account' || (context.action === 'phone_number' && accountIncomplete()),
    completed: (_, profile: UserProfile | null) => profile !== null,
    validNickname: ({ event }) => nicknameSchema.safeParse(typed(event)).success,
    placed: (_, place: PickedPlace | null) => place !== null,
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
  on: { 'flow.say': { actions: 'relay' } },
  states: {
    deciding: {
      always: [
        { guard: 'renaming', target: 'firstName' },
        { guard: 'exporting', target: 'exporting' },
        { guard: 'notifying', target: 'notifications' },
        { guard: 'profiling', target: 'communityLoading' },
        { guard: 'completing', target: 'completing' },
        { guard: 'chosen', target: 'contact' },
        { target: 'menu' },
      ],
    },
    menu: {
      entry: { type: 'say', params: () => say.menu(accountIncomplete()) },
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

    /** The account's names, number and password, asked by the child; the profile was stored as answered. */
    completing: {
      invoke: {
        id: 'complete',
        src: 'completeAccount',
        onDone: [
          {
            guard: { type: 'completed', params: ({ event }) => event.output },
            target: 'done',
            actions: [assign({ firstName: ({ event }) => event.output!.first_name }), 'announceName'],
          },
          { target: 'menu' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'complete' } } } },
      // The child sends the answers; the flow shows it as its own busy tag.
      initial: 'resting',
      states: {
        working: { tags: ['busy'], on: { 'step.resting': 'resting' } },
        resting: { on: { 'step.busy': 'working' } },
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

    communityLoading: {
      tags: ['busy'],
      invoke: {
        src: 'loadCommunity',
        onDone: {
          target: 'nickname',
          actions: { type: 'keepCommunity', params: ({ event }) => event.output },
        },
        onError: {
          target: 'communityFailed',
          actions: assign({ failure: ({ event }) => toApiFailure(event.error) }),
        },
      },
    },
    communityFailed: {
      entry: { type: 'say', params: ({ context }) => say.failed(context) },
      on: { 'user.choice': { guard: chose('retry'), target: 'communityLoading' }, 'user.back': 'done' },
    },
    nickname: {
      entry: { type: 'say', params: ({ context }) => say.askNickname(context) },
      on: {
        'user.text': [
          {
            guard: 'validNickname',
            target: 'countyChoice',
            actions: assign({ nickname: ({ event }) => typed(event).trim() }),
          },
          {
            target: 'nickname',
            reenter: true,
            actions: { type: 'say', params: say.invalid('invalid_nickname') },
          },
        ],
        'user.choice': {
          guard: ({ context, event }) => chose(say.KEEP)({ event }) && !!context.community?.nickname,
          target: 'countyChoice',
          actions: assign({ nickname: ({ context }) => context.community!.nickname! }),
        },
        'user.back': 'menu',
      },
    },
    countyChoice: {
      entry: { type: 'say', params: ({ context }) => say.askCounty(context) },
      on: {
        'user.choice': [
          { guard: chose(say.PICK_COUNTY), target: 'county' },
          {
            guard: chose(say.NO_COUNTY),
            target: 'savingCommunity',
            actions: assign({ county: null }),
          },
          {
            guard: ({ context, event }) => chose(say.KEEP)({ event }) && !!context.community?.county,
            target: 'savingCommunity',
            actions: assign({ county: ({ context }) => ({ id: context.community!.county!, name: '' }) }),
          },
        ],
        'user.back': 'nickname',
      },
    },
    county: {
      invoke: {
        id: 'place',
        src: 'placeQuestion',
        input: { question: 'assistant:details.ask_county_place' },
        onDone: [
          {
            guard: { type: 'placed', params: ({ event }) => event.output },
            target: 'savingCommunity',
            actions: assign({
              county: ({ event }) => ({ id: event.output!.county_id, name: event.output!.county_name }),
            }),
          },
          { target: 'countyChoice' },
        ],
      },
      on: { 'user.*': { actions: { type: 'forward', params: { to: 'place' } } } },
    },
    savingCommunity: {
      tags: ['busy'],
      invoke: {
        src: 'saveCommunity',
        input: ({ context }) => ({ nickname: context.nickname, county: context.county?.id ?? null }),
        onDone: {
          target: 'picture',
          actions: [
            { type: 'keepCommunity', params: ({ event }) => event.output },
            { type: 'say', params: ({ context }) => say.profileSaved(context) },
          ],
        },
        // A nickname someone else goes by: said, then asked again.
        onError: {
          target: 'nickname',
          actions: [
            assign({ failure: ({ event }) => toApiFailure(event.error) }),
            { type: 'say', params: ({ context }) => say.failureNotice(context) },
          ],
        },
      },
    },
    picture: {
      entry: { type: 'say', params: ({ context }) => say.askPicture(context) },
      on: {
        'user.photos': { guard: ({ event }) => event.photos.length > 0, target: 'savingPicture' },
        'user.choice': [
          { guard: chose(say.NO_PICTURE), target: 'done' },
          { guard: chose(say.REMOVE_PICTURE), target: 'removingPicture' },
        ],
        'user.back': 'done',
      },
    },
    savingPicture: {
      tags: ['busy'],
      invoke: {
        src: 'uploadPicture',
        input: ({ event }) => {
          assertEvent(event, 'user.photos');
          return event.photos[0]!.upload;
        },
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepCommunity', params: ({ event }) => event.output },
            { type: 'say', params: say.pictureSaved },
          ],
        },
        onError: {
          target: 'picture',
          actions: [
            assign({ failure: ({ event }) => toApiFailure(event.error) }),
            { type: 'say', params: ({ context }) => say.failureNotice(context) },
          ],
        },
      },
    },
    removingPicture: {
      tags: ['busy'],
      invoke: {
        src: 'removePicture',
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepCommunity', params: ({ event }) => event.output },
            { type: 'say', params: say.pictureRemoved },
          ],
        },
        onError: {
          target: 'picture',
          actions: [
            assign({ failure: ({ event }) => toApiFailure(event.error) }),
            { type: 'say', params: ({ context }) => say.failureNotice(context) },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});
