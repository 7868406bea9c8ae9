import sharp from 'sharp';
import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

// The smallest phones farmers carry, in Swahili: nothing is cut off, nothing is pushed off screen.
test.use({ viewport: { width: 360, height: 740 }, locale: 'sw-KE' });

test('the weather card fits the screen, wind column included', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Mutua');
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.expectAssistantSays('Habari Mutua');
  await chat.answer('hali ya hewa Machakos');
  const card = page.locator('.card--weather').last();
  await expect(card).toContainText('Hali ya hewa Machakos');
  const wind = card.getByRole('columnheader', { name: 'Upepo (km/saa)' });
  await wind.scrollIntoViewIfNeeded();
  await expect(wind).toBeInViewport({ ratio: 1 });
  const fit = await card.evaluate((element) => {
    const table = element.querySelector('table')!;
    return {
      right: element.getBoundingClientRect().right,
      tableRight: table.getBoundingClientRect().right,
      overflow: element.scrollWidth - element.clientWidth,
    };
  });
  expect(fit.right).toBeLessThanOrEqual(360);
  expect(fit.tableRight).toBeLessThanOrEqual(fit.right);
  expect(fit.overflow).toBeLessThanOrEqual(0);
  await expectAccessible();
});

test('an unusable photo says so in whole words and leaves "Tuma" on screen', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  await page.context().addCookies([{ name: 'mimea_consent', value: 'necessary', url: baseURL! }]);
  await page.goto('/auth');
  const chat = new ChatPage(page);
  await chat.choose('Piga picha ya mmea');
  await chat.expectAssistantSays('Piga picha 1 hadi 3');
  const dark = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#050505' } })
    .jpeg()
    .toBuffer();
  await page.getByTestId('photo-gallery-input').setInputFiles({
    name: 'giza.jpg',
    mimeType: 'image/jpeg',
    buffer: dark,
  });
  const tile = page.getByTestId('photo-tile');
  await expect(tile).toHaveAttribute('data-quality', 'unusable');
  await expect(tile).toContainText('Picha hii haiwezi kutumika');
  // Whole words a line: the verdict takes at most two lines, so its column is wide enough for them.
  const verdict = tile.locator('.photo-tile__verdict');
  const lineHeight = await verdict.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await verdict.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  await expect(tile.getByRole('button', { name: 'Ondoa upige tena' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /^Tuma picha/ })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible();
});

test('a new farm: the county hint shows, size 0 is "more than 0", and the list says where it is and what grows', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { phone, password } = await signInNewUser(page, request, 'Kerubo');
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.expectAssistantSays('Habari Kerubo');
  await chat.chooseFromMore('Mashamba yangu');
  await chat.choose('Ongeza shamba');
  await chat.answer('Shamba la mto');
  await chat.expectAssistantSays('Shamba hili liko wapi?');

  // The phone hides the field's label (the question says it), never its hint.
  const hint = 'Andika angalau herufi 2 za jina la kaunti.';
  const county = page.getByRole('combobox', { name: 'Kaunti' });
  await expect(county).toHaveAccessibleDescription(hint);
  await expect(page.getByText(hint)).toBeInViewport();
  await expectAccessible();
  await county.fill('naku');
  await page.getByRole('option', { name: 'Nakuru' }).click();
  await page.getByRole('combobox', { name: /Nakuru/ }).fill('naiva');
  await page.getByRole('option', { name: 'Naivasha' }).click();
  await page.getByRole('combobox', { name: /Naivasha/ }).fill('naivasha e');
  await page.getByRole('option', { name: 'Naivasha East' }).click();

  await chat.expectAssistantSays('ekari');
  await page.locator('.composer__input').fill('0');
  await page.locator('.composer__input').press('Enter');
  await expect(page.locator('.composer__error')).toHaveText('Thamani iwe zaidi ya 0.');
  await page.locator('.composer__input').fill('2');
  await page.locator('.composer__input').press('Enter');
  await expect(chat.assistantMessages().filter({ hasText: 'Shamba la mto' }).last()).toBeVisible();

  // A planting saved on the farm elsewhere (the calendar) shows in the list.
  const login = await request.post('/api/v1/accounts/login/', { data: { username: phone, password } });
  const headers = { Authorization: `Bearer ${(await login.json()).access}` };
  const [farm] = (await (await request.get('/api/v1/farm/', { headers })).json()).results;
  const planted = await request.post('/api/v1/plantinginfo/', {
    headers,
    data: {
      crop: 'maize',
      county_id: farm.county,
      ward_id: farm.ward,
      planted_on: '2026-03-20',
      farm: farm.id,
    },
  });
  expect(planted.status()).toBe(201);

  await chat.answer('menyu');
  await chat.chooseFromMore('Mashamba yangu');
  const line = chat.assistantMessages().filter({ hasText: 'Shamba la mto, ekari' }).last();
  await expect(line).toContainText('ekari 2, Naivasha East, Nakuru');
  await expect(line).toContainText('Upanzi: zao la Mahindi, tarehe 20 Machi 2026');
  await expectAccessible();
});
