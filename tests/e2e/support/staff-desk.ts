import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { E2E_STAFF } from './staff-account.ts';

let counter = 0;
/** A phone number no other booking in this run has. */
export const freshPhone = () => `+2547${String(Date.now() + (counter += 1)).slice(-8)}`;

/**
 * An anonymous farmer's booking made through the public API, with photos uploaded under one upload
 * token as the chat does: the quickest way to give the desk a case to open.
 */
export async function bookWithPhotos(
  request: APIRequestContext,
  options: {
    photos?: string[];
    name?: string;
    /** Which free slot, soonest first; negative counts from the last (-1: the window's last). */
    slotIndex?: number;
    channel?: 'call' | 'sms';
    /** A farmer's account to book as, so the review reaches a chat. */
    farmer?: Farmer;
    /** Where the case is, as the farmer's phone sent it. */
    place?: { name?: string; county_id?: string; latitude?: number; longitude?: number };
    /** The farmer's saved check the booking is about (its farm places the case in a ward). */
    diagnosisId?: string;
  } = {},
) {
  const token = randomBytes(32).toString('base64url');
  const photoIds: string[] = [];
  for (const file of options.photos ?? []) {
    const uploaded = await request.post('/api/v1/classify/image/', {
      headers: { 'x-upload-token': token },
      multipart: { image: { name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: readFileSync(file) } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const task = await request.get(
      `/api/v1/classify/task-status/?task_id=${(await uploaded.json()).task_id}`,
      {
        headers: { 'x-upload-token': token },
      },
    );
    photoIds.push((await task.json()).image_id);
  }
  const { slots } = await (await request.get('/api/v1/callback/slots/')).json();
  const free = (slots as { start: string; free: number }[]).filter((slot) => slot.free > 0);
  const signedIn: Record<string, string> = options.farmer
    ? { authorization: `Bearer ${await options.farmer.access()}` }
    : {};
  const booked = await request.post('/api/v1/callback/', {
    headers: { 'x-upload-token': token, ...signedIn },
    data: {
      name: options.name ?? 'Atieno Wafula',
      phone_number: freshPhone(),
      channel: options.channel ?? 'call',
      language: 'en',
      topic: 'crop_problem',
      slot: free.at(options.slotIndex ?? 0)!.start,
      case: photoIds.length
        ? {
            crop: 'maize',
            photo_ids: photoIds,
            finding: { label: 'maize__gray_leaf_spot', confidence: 0.47, unsure: true },
            ...(options.place ? { place: options.place } : {}),
            ...(options.diagnosisId ? { diagnosis_id: options.diagnosisId } : {}),
          }
        : undefined,
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  return (await booked.json()) as { id: string; reference: string };
}

export interface Farmer {
  /** A fresh access token: the e2e server's last only seconds. */
  access: () => Promise<string>;
}

/** A farmer's account made through the API, signed in again whenever a token is needed. */
export async function farmerAccount(request: APIRequestContext): Promise<Farmer> {
  const phone = freshPhone();
  const password = 'shamba la mahindi 2026';
  const registered = await request.post('/api/v1/accounts/register/', {
    data: { first_name: 'Nekesa', last_name: 'Wanjala', phone_number: phone, password, is_adult: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return {
    access: async () =>
      (await (await request.post('/api/v1/accounts/login/', { data: { username: phone, password } })).json())
        .access as string,
  };
}

/** The agronomist signs in on /staff at a desk. */
export async function signInAtDesk(page: Page, path = '/staff?lang=en') {
  await page.addInitScript(() => {
    document.cookie = 'mimea_consent=necessary; Path=/';
  });
  await page.goto(path);
  await page.getByLabel('Phone number or e-mail').fill(E2E_STAFF.phone);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A to-do booking's button in the queue, which opens on today: a booking made after today's last slot
 * sits in the later days' list, so that list is shown when today's does not hold it.
 */
export async function queuedBooking(page: Page, reference: string) {
  const item = page.getByRole('button', { name: new RegExp(reference) });
  await expect(page.getByTestId('queue-counts')).toBeVisible();
  await expect(page.locator('.staff-queue [role="status"]')).toBeVisible();
  if ((await item.count()) === 0) await page.locator('.staff-queue__filters select').selectOption('later');
  return item;
}
