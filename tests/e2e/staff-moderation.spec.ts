import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';
import { freshPhone } from './support/staff-desk.ts';
import { E2E_GRIEVANCE_OFFICER } from './support/staff-account.ts';

const PHOTO = 'tests/fixtures/ml/photos/maize__gray_leaf_spot/0094924eb6d0bad5fe0c6cae932393da7330279b.jpg';

async function bearer(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/v1/accounts/login/', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).access}` };
}

/** The author's question with one of their photos, asked through the API as the chat would. */
async function askWithPhoto(
  request: APIRequestContext,
  author: { phone: string; password: string },
  text: string,
) {
  const headers = await bearer(request, author.phone, author.password);
  const uploaded = await request.post('/api/v1/classify/image/', {
    headers,
    multipart: { image: { name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const taskId = (await uploaded.json()).task_id;
  const task = await request.get(`/api/v1/classify/task-status/?task_id=${taskId}`, { headers });
  const asked = await request.post('/api/v1/community/questions/', {
    headers: await bearer(request, author.phone, author.password),
    data: { text, crop: 'maize', language: 'sw', photos: [(await task.json()).image_id] },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return (await asked.json()).id as string;
}

/** Another farmer reports the question, through the API. */
async function reportAsSpam(request: APIRequestContext, questionId: string) {
  const phone = freshPhone();
  const password = 'shamba la mahindi 2026';
  await request.post('/api/v1/accounts/register/', {
    data: { first_name: 'Kamau', last_name: 'Njoroge', phone_number: phone, password, is_adult: true },
  });
  const reported = await request.post('/api/v1/community/reports/', {
    headers: await bearer(request, phone, password),
    data: { question: questionId, reason: 'spam' },
  });
  expect(reported.status()).toBe(201);
}

test('a report is handled by the grievance officer, and the author reads why the post was hidden', async ({
  page,
  request,
  browser,
}) => {
  const author = await signInNewUser(page, request, 'Otieno');
  const word = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x');
  const text = `Nauza mbegu za mahindi bei nafuu, shamba la ${word}`;
  const id = await askWithPhoto(request, author, text);
  await reportAsSpam(request, id);

  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await office.newPage();
  await desk.addInitScript(() => {
    document.cookie = 'mimea_consent=necessary; Path=/';
  });
  await desk.goto('/staff?lang=sw');
  await desk.getByLabel('Namba ya simu au barua pepe').fill(E2E_GRIEVANCE_OFFICER.phone);
  await desk.getByLabel('Nenosiri').fill(E2E_GRIEVANCE_OFFICER.password);
  await desk.getByRole('button', { name: 'Ingia' }).click();

  await desk.getByRole('button', { name: 'Usimamizi' }).click();
  await expect(desk).toHaveURL(/\/staff\/moderation$/);
  const post = desk.locator('li.staff-request', { hasText: text });
  await expect(post).toContainText('Matangazo au barua taka');
  await expect(post).toContainText('Otieno Mwangi');
  await expect(post).toContainText('Maswali: 1');
  await expectAccessible(desk);

  await post.getByRole('link', { name: 'Fungua swali hili' }).click();
  await expect(desk).toHaveURL(new RegExp(`/staff/moderation/question/${id}$`));
  // Its own address: a reload opens the same post, with its photo fetched behind the officer's token.
  await desk.reload();
  await expect(desk.getByRole('heading', { name: 'Swali lililoripotiwa' })).toBeVisible();
  await expect(desk.getByRole('img', { name: 'Picha 1 ya mmea' })).toBeVisible();
  await expect(desk.locator('.staff-moderation__text')).toHaveText(text);

  // A failed action says so, keeps the typed reason and offers to try the same action again.
  const reason = 'Matangazo hayaruhusiwi kwenye jamii.';
  await desk.getByLabel('Sababu').fill(reason);
  await desk.route('**/api/v1/staff/community/questions/*/actions/', (route) => route.abort());
  await desk.getByRole('button', { name: 'Ficha ujumbe' }).click();
  await expect(desk.getByRole('alert')).toContainText('“Ficha ujumbe” haikufanyika.');
  await expect(desk.getByLabel('Sababu')).toHaveValue(reason);
  await desk.unroute('**/api/v1/staff/community/questions/*/actions/');
  await desk.getByRole('alert').getByRole('button', { name: 'Jaribu tena' }).click();
  await expect(desk.locator('.staff-moderation__actions').getByRole('status')).toHaveText(
    'Imefanyika. Hali ya swali sasa: Limefichwa. Mwandishi ameambiwa sababu kwenye mazungumzo yake.',
  );
  await expect(desk.getByText(`Umefichwa na ${E2E_GRIEVANCE_OFFICER.name}`)).toContainText(reason);
  await expect(desk.getByLabel('Sababu')).toHaveValue('');
  await expect(desk.getByRole('button', { name: 'Ficha ujumbe' })).toHaveCount(0);
  await expectAccessible(desk);

  // Handled, the post leaves the waiting list for the handled one.
  await desk.getByRole('link', { name: 'Rudi kwenye orodha ya usimamizi' }).click();
  await expect(desk.locator('#moderation-title ~ p[role="status"]')).toBeVisible();
  await expect(desk.locator('li.staff-request', { hasText: text })).toHaveCount(0);
  await desk.getByLabel('Onyesha').selectOption('handled');
  await expect(desk).toHaveURL(/\/staff\/moderation\?status=handled$/);
  await expect(desk.locator('li.staff-request', { hasText: text })).toContainText('Limefichwa');
  await office.close();

  // The author reads in their chat which post was hidden, and why.
  await page.goto('/?lang=sw');
  await expect(
    new ChatPage(page).assistantMessages().filter({ hasText: 'Tumeficha ujumbe wako wa jamii' }),
  ).toContainText(`Sababu: ${reason}`);
});
