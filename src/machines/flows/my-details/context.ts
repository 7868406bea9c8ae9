import type { ApiFailure } from '../../../api/api-failure.ts';
import type { CommunityProfile } from '../../../contract/community-profile.ts';
import type { ConfirmedField } from '../../../contract/data-rights.ts';
import { recognise } from '../../../language/intents/recognise.ts';

/**
 * What the person came to do; the menu offers the same, with "complete my account" in place of the
 * phone number for a Community-only account (which has none to change).
 */
export type DetailsAction =
  'name' | ConfirmedField | 'export' | 'notifications' | 'community_profile' | 'complete_account';
export const DETAILS_ACTIONS: DetailsAction[] = [
  'name',
  'phone_number',
  'email',
  'export',
  'notifications',
  'community_profile',
  'complete_account',
];

export interface MyDetailsInput {
  /** The words that started the flow: "change my name" goes straight to the name. */
  text?: string;
  /** Set by a menu button that names the action. */
  action?: string;
}

export interface MyDetailsContext {
  action: DetailsAction | null;
  firstName: string;
  lastName: string;
  /** The new phone number (E.164) or e-mail, once it passed the contract's checks. */
  contact: string;
  code: string;
  /** The Community profile as the server last answered it (issue 31 §4), once loaded. */
  community: CommunityProfile | null;
  /** The nickname and county (its id and name) being set. */
  nickname: string;
  county: { id: string; name: string } | null;
  failure: ApiFailure | null;
}

const ACTION_FOR_INTENT: Partial<Record<ReturnType<typeof recognise>['intent'], DetailsAction>> = {
  change_name: 'name',
  change_phone: 'phone_number',
  change_email: 'email',
  data_export: 'export',
};

function isAction(value: string | undefined): value is DetailsAction {
  return DETAILS_ACTIONS.includes(value as DetailsAction);
}

export function initialContext(input: MyDetailsInput | undefined): MyDetailsContext {
  const action = isAction(input?.action)
    ? input.action
    : input?.text
      ? (ACTION_FOR_INTENT[recognise(input.text).intent] ?? null)
      : null;
  return {
    action,
    firstName: '',
    lastName: '',
    contact: '',
    code: '',
    community: null,
    nickname: '',
    county: null,
    failure: null,
  };
}

/** The export as the flow keeps it: a ready ZIP stays in memory and the chat's card names it by id. */
export type ExportAnswer =
  { status: 'ready'; archiveId: string } | { status: 'preparing'; retryAfterSeconds: number };
