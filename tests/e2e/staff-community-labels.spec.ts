import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { E2E_STAFF } from './support/staff-account.ts';
import { freshPhone, signInAtDesk } from './support/staff-desk.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const PHOTO = 'tests/fixtures/ml/photos/maize__gray_leaf_spot/0094924eb6d0bad5fe0c6cae932393da7330279b.jpg';

/** A farmer's Community question about maize in Machakos, with one photo, asked through the API. */
async function askWithPhoto(request: APIRequestContext, text: string) {
  const phone = freshPhone();
  const password = 'shamba la mahindi 2026';
  await request.post('/api/v1/accounts/register/', {
    data: { first_name: 'Mwende', last_name: 'Musyoka', phone_number: phone, password, is_adult: true },
  });
  const login = await request.post('/api/v1/accounts/login/', { data: { username: phone, password } });
  const headers = { authorization: `Bearer ${(await login.json()).access}` };
  const uploaded = await request.post('/api/v1/classify/image/', {
    headers,
    multipart: { image: { name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) } },
  });
  const task = await request.get(`/api/v1/classify/task-status/?task_id=${(await uploaded.json()).task_id}`, {
    headers,
  });
  const asked = await request.post('/api/v1/community/questions/', {
    headers,
    data: { text, crop: 'maize', county: '016', language: 'sw', photos: [(await task.json()).image_id] },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
}

test('an agronomist names the condition in a Community question’s photos, and the map offers reported cases', async ({
  page,
  request,
}) => {
  const text = `Majani ya mahindi yana mistari ya kijivu, shamba la ${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  await askWithPhoto(request, text);
  await signInAtDesk(page);
  await page.getByRole('button', { name: 'Community', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/community$/);
  const question = page.locator('li.staff-request', { hasText: text });
  await expect(question.getByRole('img', { name: 'Photo 1 of the plant' })).toBeVisible();
  await expect(question.getByRole('status')).toHaveText('Not labelled yet.');
  // Only maize's conditions are offered for a maize question.
  const picker = question.getByLabel('Known condition in the photos');
  await expect(picker.locator('option[value="tomato__late_blight"]')).toHaveCount(0);
  await picker.selectOption('maize__leaf_spot');
  await question.getByRole('button', { name: 'Save the condition' }).click();
  await expect(question.getByRole('status')).toHaveText(new RegExp(`^Labelled by ${E2E_STAFF.name}: `));
  await expectAccessible(page);

  // Labelled, it is among the labelled questions, and the outbreak map can count it as reported.
  await page.getByLabel('Show', { exact: true }).selectOption('labelled');
  await expect(page).toHaveURL(/\/staff\/community\?shown=labelled$/);
  await expect(page.locator('li.staff-request', { hasText: text })).toBeVisible();
  await page.getByRole('button', { name: 'Outbreaks', exact: true }).click();
  // The choice is the address's query: the radio shows it once that navigation has committed, not
  // at the click itself, so the test waits for the state rather than `check()`'s immediate look.
  const reported = page.getByRole('radio', { name: 'Reported, from Community questions' });
  await reported.click();
  await expect(reported).toBeChecked();
  await expect(page).toHaveURL(/basis=reported/);
  await expect(page.getByText('Counted in the county the asker gave')).toBeVisible();
});
