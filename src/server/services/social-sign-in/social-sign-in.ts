import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { output } from 'zod';
import type { LoginResponse } from '../../../contract/accounts.ts';
import { MAX_UPLOAD_BYTES } from '../../../contract/classify.ts';
import { NICKNAME_MAX_LENGTH } from '../../../contract/community-profile.ts';
import { toKenyanE164 } from '../../../contract/phone-number.ts';
import type {
  SocialFailure,
  SocialSession,
  socialLinkSchema,
  socialRegisterSchema,
} from '../../../contract/social-sign-in.ts';
import type { SocialProviderConfig } from '../../config/social-sign-in-config.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AccountsDeps } from '../accounts/accounts-deps.ts';
import { ageColumns } from '../accounts/age-columns.ts';
import { insertUserUnlessTaken, userByEmail, userById, userByPhone } from '../accounts/account-repository.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_ALLOWED } from '../accounts/login.ts';
import type { LoginSessions } from '../accounts/login-sessions.ts';
import type { Throttle } from '../accounts/throttle.ts';
import { toProfile, type UserRow } from '../accounts/user-profile.ts';
import { replacePicture, updateProfile } from '../community-profiles/community-profile.ts';
import { isLoopback, isProviderDown, type OidcProviders } from './oidc-providers.ts';
import {
  deleteSignIn,
  identityOf,
  insertIdentityUnlessLinked,
  insertSignIn,
  signInByTicket,
  takeSignInByState,
  type SocialSignInRow,
} from './social-sign-in-repository.ts';

/** Time to sign in at the provider, and then to read the consent screen. */
const SIGN_IN_MINUTES = 15;
/** The cookie that ties a sign-in to the browser that started it (login CSRF). */
export const BROWSER_COOKIE = 'mimea_social';

export interface SocialDeps {
  accounts: AccountsDeps;
  sessions: LoginSessions;
  throttle: Throttle;
  providers: OidcProviders;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const randomToken = () => randomBytes(32).toString('base64url');
const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export const callbackAddress = (origin: string) => `${origin}/api/v1/accounts/social/callback/`;

/**
 * Where the browser goes to sign in at `provider`: the authorization code flow with PKCE, a fresh
 * `state` and `nonce`, stored (hashed where they are secrets) with the cookie that must come back.
 */
export async function startSignIn(
  deps: SocialDeps,
  provider: SocialProviderConfig,
  origin: string,
): Promise<{ location: string; browser: string }> {
  const configuration = await deps.providers.configuration(provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browser = randomToken();
  const now = deps.accounts.clock();
  await insertSignIn(deps.accounts.db, {
    provider: provider.id,
    stateHash: hash(state),
    browserHash: hash(browser),
    nonce,
    codeVerifier,
    createdAt: now,
    expiresAt: minutesFrom(now, SIGN_IN_MINUTES),
  });
  const location = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackAddress(origin),
    scope: 'openid profile email phone',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { location: location.href, browser };
}

type CallbackOutcome = { ticket: string } | { failure: SocialFailure };

/**
 * The provider sent the browser back. The `state` must be one we sent, unused, unexpired and started
 * in this browser; the code is exchanged with the PKCE verifier and the ID token's `nonce` checked.
 * Only the provider's subject id, nickname and picture address are kept, and which of our accounts (if
 * any) holds the e-mail or phone it vouched for; its tokens are used once and dropped.
 */
export async function finishAtCallback(
  deps: SocialDeps,
  callbackUrl: URL,
  browser: string | undefined,
): Promise<CallbackOutcome> {
  const { db, clock } = deps.accounts;
  const state = callbackUrl.searchParams.get('state');
  const started = state ? await takeSignInByState(db, hash(state), clock()) : undefined;
  if (!started || !browser || hash(browser) !== started.browserHash) return { failure: 'invalid_state' };
  const error = callbackUrl.searchParams.get('error');
  if (error) return { failure: error === 'access_denied' ? 'denied' : 'failed' };
  const provider = deps.providers.byId(started.provider);
  if (!provider) return { failure: 'failed' };

  let claims: oidc.UserInfoResponse;
  try {
    const configuration = await deps.providers.configuration(provider);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: started.codeVerifier!,
      expectedState: state!,
      expectedNonce: started.nonce!,
      idTokenExpected: true,
    });
    const subject = tokens.claims()!.sub;
    claims = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
  } catch (failure) {
    return { failure: isProviderDown(failure) ? 'provider_unavailable' : 'failed' };
  }

  const ticket = randomToken();
  const now = clock();
  const match = await accountVouchedFor(deps.accounts, claims);
  await insertSignIn(db, {
    provider: provider.id,
    stateHash: started.stateHash,
    browserHash: started.browserHash,
    createdAt: now,
    expiresAt: minutesFrom(now, SIGN_IN_MINUTES),
    subject: claims.sub,
    nickname: nicknameFrom(claims),
    pictureUrl: pictureFrom(provider, claims),
    matchUserId: match?.id ?? null,
    ticketHash: hash(ticket),
  });
  return { ticket };
}

/** A full account (phone and password) whose e-mail or phone the provider says it has verified. */
async function accountVouchedFor(deps: AccountsDeps, claims: oidc.UserInfoResponse) {
  const email = claims.email_verified === true && claims.email ? claims.email.trim().toLowerCase() : null;
  const phone =
    claims.phone_number_verified === true && claims.phone_number ? toKenyanE164(claims.phone_number) : null;
  const byEmail = email ? await userByEmail(deps.db, email) : undefined;
  const byPhone = !byEmail && phone ? await userByPhone(deps.db, phone) : undefined;
  const user = byEmail ?? byPhone;
  return user?.passwordHash ? user : undefined;
}

function nicknameFrom(claims: oidc.UserInfoResponse): string | null {
  const name = [claims.nickname, claims.preferred_username, claims.given_name, claims.name].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return name ? name.trim().slice(0, NICKNAME_MAX_LENGTH) : null;
}

/** Only a picture over HTTPS (or from a provider on this machine, in tests) is ever fetched. */
function pictureFrom(provider: SocialProviderConfig, claims: oidc.UserInfoResponse): string | null {
  if (typeof claims.picture !== 'string') return null;
  try {
    const url = new URL(claims.picture);
    const fromTestProvider = isLoopback(provider.issuer) && url.origin === new URL(provider.issuer).origin;
    return url.protocol === 'https:' || fromTestProvider ? url.href : null;
  } catch {
    return null;
  }
}

const ticketUsed = () => new ApiError(400, 'social_ticket_invalid');

async function ticketed(deps: SocialDeps, ticket: string): Promise<SocialSignInRow> {
  const row = await signInByTicket(deps.accounts.db, hash(ticket), deps.accounts.clock());
  if (!row?.subject) throw ticketUsed();
  return row;
}

async function loginFor(deps: SocialDeps, user: UserRow): Promise<LoginResponse> {
  return { ...(await deps.sessions.start(user)), user: toProfile(user) };
}

/** A known provider account signs in at once; a new one gets the consent screen's facts. */
export async function ticketSession(deps: SocialDeps, ticket: string): Promise<SocialSession> {
  const row = await ticketed(deps, ticket);
  const identity = await identityOf(deps.accounts.db, row.provider, row.subject!);
  const user = identity && (await userById(deps.accounts.db, identity.userId));
  if (user) {
    if (user.status === 'suspended') throw new ApiError(403, 'account_suspended');
    // A ticket gives one login: two tabs presenting it at once get one.
    if (!(await deleteSignIn(deps.accounts.db, row.id))) throw ticketUsed();
    return { status: 'signed_in', ...(await loginFor(deps, user)) };
  }
  return {
    status: 'consent',
    provider: deps.providers.byId(row.provider)?.name ?? row.provider,
    nickname: row.nickname,
    picture: row.pictureUrl !== null,
    link: row.matchUserId !== null,
  };
}

/** The provider's picture, or none when it cannot be had: the person may add one later. */
async function fetchPicture(url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'error' });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || length > MAX_UPLOAD_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length <= MAX_UPLOAD_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * A first social sign-in makes a Community-only account: no phone or password (so no name but the
 * nickname), the age rule of registration, the nickname (unique) and, if wanted, the provider's
 * picture. Account, profile and link are made in one transaction: all of it or nothing.
 */
export async function registerWithProvider(
  deps: SocialDeps,
  request: output<typeof socialRegisterSchema>,
): Promise<LoginResponse> {
  const { db, clock } = deps.accounts;
  const row = await ticketed(deps, request.ticket);
  // The provider vouched for an address one of our accounts holds: it joins that account, with its password.
  if (row.matchUserId) throw new ApiError(409, 'social_link_required');
  if (await identityOf(db, row.provider, row.subject!)) throw ticketUsed();
  const picture = request.use_picture ? await fetchPicture(row.pictureUrl) : null;

  const now = clock();
  const user = await db.transaction(async (tx) => {
    if (!(await deleteSignIn(tx, row.id))) throw ticketUsed();
    const made = await insertUserUnlessTaken(tx, {
      firstName: request.nickname,
      lastName: '',
      phoneNumber: null,
      email: null,
      passwordHash: null,
      ...ageColumns(request, now),
      createdAt: now,
      updatedAt: now,
    });
    if (!made) throw new Error('a Community-only account could not be stored');
    // A nickname someone else goes by answers 409 and takes the account back with it.
    await updateProfile(tx, made.id, { nickname: request.nickname, county: null }, now);
    const linked = await insertIdentityUnlessLinked(tx, {
      provider: row.provider,
      subject: row.subject!,
      userId: made.id,
      createdAt: now,
    });
    if (!linked) throw ticketUsed();
    return made;
  });
  // A picture that will not decode is left out: the person may add one from "My details".
  if (picture) await replacePicture(db, user.id, picture, now).catch(() => undefined);
  return loginFor(deps, user);
}

/**
 * Joins the provider account to the account whose e-mail or phone it vouched for, once that
 * account's password is given: counted against the account like a login, so it is no way round the
 * lockout.
 */
export async function linkWithPassword(
  deps: SocialDeps,
  request: output<typeof socialLinkSchema>,
  ip: string,
): Promise<LoginResponse> {
  const { db, auth, hasher, clock } = deps.accounts;
  const row = await ticketed(deps, request.ticket);
  const user = row.matchUserId ? await userById(db, row.matchUserId) : undefined;
  if (!user) throw ticketUsed();

  const accountKey = `login:user:${user.id}`;
  const ipKey = `login:ip:${ip}`;
  const address = await deps.throttle.peek(ipKey, auth.loginFailuresPerIp, LOGIN_FAILURE_WINDOW_MS);
  const account = address.allowed
    ? await deps.throttle.hit(accountKey, LOGIN_FAILURES_ALLOWED, LOGIN_FAILURE_WINDOW_MS)
    : address;
  if (!account.allowed)
    throw new ApiError(
      429,
      'account_locked',
      { seconds: account.retryAfterSeconds },
      { 'retry-after': String(account.retryAfterSeconds) },
    );
  if (!(await hasher.verify(user.passwordHash, request.password))) {
    await deps.throttle.hit(ipKey, auth.loginFailuresPerIp, LOGIN_FAILURE_WINDOW_MS);
    throw new ApiError(401, 'invalid_credentials');
  }
  await deps.throttle.clear(accountKey);
  if (user.status === 'suspended') throw new ApiError(403, 'account_suspended');
  await db.transaction(async (tx) => {
    if (!(await deleteSignIn(tx, row.id))) throw ticketUsed();
    const linked = await insertIdentityUnlessLinked(tx, {
      provider: row.provider,
      subject: row.subject!,
      userId: user.id,
      createdAt: clock(),
    });
    if (!linked) throw ticketUsed();
  });
  return loginFor(deps, user);
}
