import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accountActions,
  alertDeliveries,
  alertDrafts,
  communityModerationActions,
  farmerNotices,
  socialIdentities,
  socialSignIns,
  uploadedImages,
  users,
} from '../../../../src/server/db/schema.ts';
import { outbreakWeekOf } from '../../../../src/contract/outbreak-week.ts';
import { leaf, upload, waitForTask } from '../../diagnosis/support/classify-app.ts';
import { multipart, photo as photoPart } from '../../diagnosis/support/multipart.ts';
import { PASSWORD, bearer, freshPhone, login, register } from '../../helpers/accounts.ts';

/** A name no seed, fixture or other test uses, so finding it anywhere means it was left behind. */
export function uniqueName(): string {
  const letters = [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `Wa${letters}`;
}

export interface Person {
  id: string;
  access: string;
  phone: string;
  /** E.164. */
  e164: string;
  email: string;
  firstName: string;
  lastName: string;
}

export async function registerPerson(app: FastifyInstance): Promise<Person> {
  const firstName = uniqueName();
  const lastName = uniqueName();
  const email = `${firstName.toLowerCase()}@example.org`;
  const phone = freshPhone();
  const { response } = await register(app, {
    first_name: firstName,
    last_name: lastName,
    email,
    phone_number: phone,
  });
  const id = response.json().id as string;
  const { access } = (await login(app, phone, PASSWORD)).json();
  return { id, access, phone, e164: `+254${phone.slice(1)}`, email, firstName, lastName };
}

export async function staffAccount(app: FastifyInstance, role: 'staff' | 'admin' = 'staff') {
  const staff = await registerPerson(app);
  await app.database.db.update(users).set({ role }).where(eq(users.id, staff.id));
  return staff;
}

const call = (app: FastifyInstance, access: string | null, method: string, url: string, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: access ? bearer(access) : {},
    payload,
  });

/**
 * Leaves the person's traces in every place the product keeps them: a failed login and a reset code,
 * a located photo with its task and diagnosis, a saved case, a planting, an open booking and a closed
 * one with an agronomist's note and answer that name them, each kind of request, and a booking made
 * without signing in but with their phone number.
 */
export async function leaveTracesEverywhere(app: FastifyInstance, person: Person, staff: Person) {
  const me = person.access;
  const fullName = `${person.firstName} ${person.lastName}`;
  const expect201 = async (answer: Promise<{ statusCode: number; body: string }>) => {
    const response = await answer;
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    return JSON.parse(response.body);
  };
  await login(app, person.phone, 'not my password');
  await call(app, null, 'POST', 'accounts/password/reset/request/', { username: person.phone });

  const uploaded = await upload(app, leaf(), {
    headers: bearer(me),
    fields: {
      crop: 'tomato',
      latitude: '-0.71',
      longitude: '36.43',
      altitude: '2450',
      network_provider: 'Safaricom',
    },
  });
  const task = (await waitForTask(app, uploaded.json().task_id, bearer(me))).body;
  const diagnosis = await expect201(call(app, me, 'POST', 'diagnosis/', { crop: 'tomato' }));
  await expect201(
    call(app, me, 'POST', 'diagnosis/image/', { diagnosis: diagnosis.id, image: task.image_id }),
  );
  await call(app, me, 'PATCH', `diagnosis/${diagnosis.id}/`, { notes: `${fullName}'s lower field` });
  await expect201(
    call(app, me, 'POST', 'plantinginfo/', { crop: 'bean', county_id: '016', planted_on: '2026-10-20' }),
  );
  await call(app, me, 'PUT', 'accounts/me/push-subscription/', {
    endpoint: `https://fcm.googleapis.com/fcm/send/${person.id}`,
    keys: { p256dh: 'BPo7Yy2q', auth: 'c2VjcmV0' },
  });
  await call(app, me, 'PUT', 'accounts/me/notifications/', {
    kind: 'outbreak',
    enabled: true,
    channel: 'sms',
  });
  // An agronomist's answer then leaves a notice of it (farmer_notices), sent by a job.
  await call(app, me, 'PUT', 'accounts/me/notifications/', {
    kind: 'answer',
    enabled: true,
    channel: 'chat',
  });
  // Their own farmer record (made on first use, with their name and phone) and a farm on it.
  await expect201(call(app, me, 'POST', 'farm/', { name: `${person.lastName} upper field`, ward: '0676' }));

  const { slots } = (await call(app, null, 'GET', 'callback/slots/')).json();
  const booking = { name: fullName, phone_number: person.phone, channel: 'call', language: 'sw' };
  const open = await expect201(
    call(app, me, 'POST', 'callback/', {
      ...booking,
      topic: 'crop_problem',
      slot: slots[0].start,
      note: `Call ${person.firstName} after 5`,
      case: { photo_ids: [task.image_id], crop: 'tomato' },
    }),
  );
  const closed = await expect201(
    call(app, me, 'POST', 'callback/', { ...booking, topic: 'product', slot: slots[1].start }),
  );
  const anonymous = await expect201(
    call(app, null, 'POST', 'callback/', { ...booking, topic: 'other', slot: slots[2].start }),
  );
  await call(app, staff.access, 'PATCH', `staff/callbacks/${closed.id}/`, { status: 'resolved' });
  await call(app, staff.access, 'POST', `staff/callbacks/${closed.id}/notes/`, {
    body: `Spoke to ${person.firstName} on ${person.phone}; wants ${person.email} copied`,
  });
  await expect201(
    call(app, staff.access, 'POST', `staff/callbacks/${open.id}/review/`, {
      label: 'tomato__late_blight',
      note: `${person.firstName}, spray before the rains.`,
    }),
  );
  await call(app, staff.access, 'POST', `staff/callbacks/${open.id}/answers/`, {
    text: `Habari ${person.firstName}, tutakupigia kesho.`,
  });
  await noticeSent(app, person);

  const contact = { name: fullName, phone_number: person.phone, language: 'en' };
  await expect201(
    call(app, me, 'POST', 'products/interest/', {
      ...contact,
      product_id: 'hermetic-storage-bags',
      quantity: 2,
      prebook: false,
      place: 'Ol Kalou',
    }),
  );
  await expect201(
    call(app, me, 'POST', 'trial-requests/', {
      ...contact,
      product_id: 'faw-pheromone-traps',
      farm_size_acres: 2,
      place: 'Ol Kalou',
    }),
  );
  await expect201(
    call(app, null, 'POST', 'enquiries/', {
      ...contact,
      email: person.email,
      message: `I am ${fullName}, please write to ${person.email}`,
    }),
  );
  await expect201(
    call(app, me, 'POST', 'feedback/', { rating: 4, text: `asante, ${person.firstName}`, language: 'sw' }),
  );
  await recordPrivacyRequests(app, person, staff);
  await postInTheCommunity(app, person, staff, task.image_id);
  await receiveAnOutbreakAlert(app, person, staff);
  await signInSocially(app, person);
  return { open, closed, anonymous };
}

/**
 * A provider account joined to theirs, and a social sign-in waiting for their password (both as the
 * social sign-in stores them: tests/api/accounts/social-sign-in.test.ts goes through a real provider).
 */
async function signInSocially(app: FastifyInstance, person: Person) {
  const now = new Date();
  await app.database.db
    .insert(socialIdentities)
    .values({ provider: 'fake', subject: person.email, userId: person.id, createdAt: now });
  await app.database.db.insert(socialSignIns).values({
    provider: 'fake',
    stateHash: createHash('sha256').update(person.id).digest('base64url'),
    browserHash: 'browser',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    subject: `${person.email}-elsewhere`,
    nickname: person.firstName,
    matchUserId: person.id,
    ticketHash: createHash('sha256').update(`${person.id}-ticket`).digest('base64url'),
  });
}

/** Waits for the job that records the notice of the agronomist's answer. */
async function noticeSent(app: FastifyInstance, person: Person) {
  for (let tries = 0; tries < 100; tries += 1) {
    const notices = await app.database.db
      .select()
      .from(farmerNotices)
      .where(eq(farmerNotices.userId, person.id));
    if (notices.some((notice) => notice.sentAt)) return;
    await delay(100);
  }
  throw new Error('the notice of the answer was not sent');
}

/** An outbreak alert for their farm's ward, approved by staff and delivered to them in the chat. */
async function receiveAnOutbreakAlert(app: FastifyInstance, person: Person, staff: Person) {
  const [draft] = await app.database.db
    .insert(alertDrafts)
    .values({
      condition: 'maize__fall_armyworm',
      wardId: '0676',
      week: outbreakWeekOf(new Date()),
      farms: 3,
      textEn: 'Mimea: fall armyworm confirmed in your ward. Check the maize whorls today.',
      textSw: 'Mimea: viwavijeshi vimethibitishwa wadi yako. Kagua mahindi yako leo.',
      createdAt: new Date(),
    })
    .returning();
  const approved = await call(app, staff.access, 'POST', `staff/alerts/drafts/${draft!.id}/approve/`);
  if (approved.statusCode !== 200) throw new Error(`${approved.statusCode}: ${approved.body}`);
  for (let tries = 0; tries < 100; tries += 1) {
    const delivered = await app.database.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.userId, person.id));
    if (delivered.length > 0) return;
    await delay(100);
  }
  throw new Error('the outbreak alert was not delivered');
}

/**
 * A Community profile with a picture, a question with their photo that an agronomist answered (so it
 * stays, as a former member's), an answer the agronomist marked helpful, a "helpful" and a report of
 * theirs, and a warning about them.
 */
async function postInTheCommunity(app: FastifyInstance, person: Person, staff: Person, photo: string) {
  const fine = (answer: { statusCode: number; body: string }) => {
    if (answer.statusCode >= 300) throw new Error(`${answer.statusCode}: ${answer.body}`);
    return JSON.parse(answer.body);
  };
  fine(
    await call(app, person.access, 'PUT', 'community/profile/', {
      nickname: `${person.firstName} wa Shamba`,
    }),
  );
  const picture = multipart({}, [photoPart(leaf())]);
  fine(
    await app.inject({
      method: 'PUT',
      url: '/api/v1/community/profile/picture/',
      payload: picture.payload,
      headers: { ...picture.headers, ...bearer(person.access) },
    }),
  );
  const asked = fine(
    await call(app, person.access, 'POST', 'community/questions/', {
      text: `${person.firstName} here, ${person.phone}: what is on my tomato?`,
      crop: 'tomato',
      language: 'en',
      photos: [photo],
    }),
  );
  fine(
    await call(app, staff.access, 'POST', `community/questions/${asked.id}/answers/`, {
      text: `Late blight, ${person.firstName}.`,
    }),
  );
  const theirs = fine(
    await call(app, staff.access, 'POST', 'community/questions/', {
      text: 'Who has seen fall armyworm this week?',
      crop: 'maize',
      language: 'en',
    }),
  );
  const answer = fine(
    await call(app, person.access, 'POST', `community/questions/${theirs.id}/answers/`, {
      text: `I did, in Ol Kalou. Call ${person.phone}. ${person.lastName}`,
    }),
  );
  fine(await call(app, staff.access, 'POST', `community/answers/${answer.id}/helpful/`));
  const expert = fine(
    await call(app, staff.access, 'POST', `community/questions/${theirs.id}/answers/`, {
      text: 'Scout at dawn.',
    }),
  );
  fine(await call(app, person.access, 'POST', `community/answers/${expert.id}/helpful/`));
  fine(await call(app, person.access, 'POST', 'community/reports/', { question: theirs.id, reason: 'spam' }));
  await app.database.db.insert(communityModerationActions).values({
    answerId: answer.id,
    subjectId: person.id,
    action: 'warn',
    reason: `${person.firstName} posted a phone number`,
    actorId: staff.id,
    actorName: `${staff.firstName} ${staff.lastName}`,
    createdAt: new Date(),
  });
}

/** A pending e-mail change, an export and an admin's decision about the account. */
async function recordPrivacyRequests(app: FastifyInstance, person: Person, staff: Person) {
  const db = app.database.db;
  const now = new Date();
  await call(app, person.access, 'PATCH', 'accounts/me/', { email: `new.${person.email}` });
  const copy = await call(app, person.access, 'GET', 'accounts/me/export/');
  if (copy.statusCode !== 200) throw new Error(`export: ${copy.statusCode}`);
  await db.insert(accountActions).values({
    subjectId: person.id,
    action: 'suspend',
    reason: `${person.firstName} ${person.lastName} gave a false name`,
    actorId: staff.id,
    actorName: `${staff.firstName} ${staff.lastName}`,
    createdAt: now,
  });
}

/** `count` distinct leaf photos stored as the person's, without classifying them: enough for an export job. */
export async function storePhotos(app: FastifyInstance, person: Person, count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    const data = Buffer.concat([leaf(), randomBytes(8)]);
    const sha = createHash('sha256').update(data).digest('hex');
    const stored = await app.jobs.images.put(sha, data);
    await app.database.db.insert(uploadedImages).values({
      userId: person.id,
      sha256: sha,
      storageKey: stored.key,
      contentType: 'image/jpeg',
      bytes: data.length,
      width: 1,
      height: 1,
    });
  }
}
