import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';
import { E2E_DATA_MANAGER } from './support/staff-account.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('a farmer adds a farm down to the ward, asks how much fertilizer, and the weather uses the farm', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  await signInNewUser(page, request, 'Nyambura');
  const chat = new ChatPage(page);
  await page.goto('/?lang=en');
  await chat.expectAssistantSays('Hello Nyambura');
  await chat.chooseFromMore('My farms');
  await chat.expectAssistantSays('You have no farms saved yet');
  await chat.choose('Add a farm');
  await chat.answer('Shamba la juu');
  await chat.expectAssistantSays('Where is this farm?');

  // The place picker down to the ward: the farm is filed under it.
  const place = page.getByRole('combobox', { name: /County/ });
  await place.fill('naku');
  await page.getByRole('option', { name: 'Nakuru' }).click();
  await page.getByRole('combobox', { name: /Subcounty in Nakuru/ }).fill('naiva');
  await page.getByRole('option', { name: 'Naivasha' }).click();
  await page.getByRole('combobox', { name: /Ward in Naivasha/ }).fill('naivasha e');
  await page.getByRole('option', { name: 'Naivasha East' }).click();

  await chat.expectAssistantSays('How big is the farm, in acres?');
  // The composer refuses words; the flow refuses what a farm cannot be (over 10,000 acres), with a reason.
  await chat.answer('none');
  await expect(page.locator('.composer__error')).toBeVisible();
  await page.locator('.composer__input').fill('');
  await chat.answer('20000');
  await expect(chat.assistantMessages().filter({ hasText: 'Please type the size in acres' })).toHaveCount(1);
  await chat.answer('2');
  await expect(
    chat.assistantMessages().filter({ hasText: 'Shamba la juu is saved and is now your selected farm.' }),
  ).toHaveCount(1);

  await chat.answer('menu');
  await chat.chooseFromMore('How much fertilizer?');
  await chat.expectAssistantSays('Which crop is the fertilizer for?');
  await chat.choose('Maize');
  await chat.choose('Shamba la juu');
  await chat.choose('At planting');
  const card = page.locator('.card--fertilizer').last();
  await expect(card).toContainText('Fertilizer for Maize on Shamba la juu: At planting');
  await expect(card).toContainText('Quantities for 2 acres.');
  await expect(card).toContainText(/Buy [\d.,]+ kg: [\d.,]+ bags of 50 kg/);
  await expect(card).toContainText(/Source: .+ \((medium|low|high) confidence/);
  // Nakuru's maize gets the calendar card's figures and an institution as the source, never a news site.
  await expect(card).toContainText('70 kg per acre');
  await expect(card).toContainText('Source: Ministry of Agriculture');
  await expect(card).not.toContainText(/news9|\.co\.ke|https?:/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible();
  await testInfo.attach('fertilizer-card-360', { body: await card.screenshot(), contentType: 'image/png' });
  await chat.choose('Done');

  // The selected farm's place answers "where?" for the weather.
  await chat.answer('will it rain tomorrow?');
  await expect(page.locator('.card--weather').last()).toContainText('Weather in Nakuru');
});

test('a data manager uploads farmers, sees the one bad row, fixes it and imports', async ({
  page,
  expectAccessible,
}, testInfo) => {
  await page.addInitScript(() => {
    document.cookie = 'mimea_consent=necessary; Path=/';
  });
  await page.goto('/staff?lang=en');
  await page.getByLabel('Phone number or e-mail').fill(E2E_DATA_MANAGER.phone);
  await page.getByLabel('Password').fill(E2E_DATA_MANAGER.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: 'Upload data' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Callbacks' })).toHaveCount(0);

  // The template is the header row, then the columns' rules on lines an upload skips (issue 38 §6).
  const template = await page.request.get(
    (await page.getByRole('link', { name: 'Download the Farmers template (CSV)' }).getAttribute('href'))!,
  );
  const [header, ...rules] = (await template.text()).trim().split('\r\n');
  expect(header).toBe('first_name,last_name,phone_number,gender,year_of_birth,ward,group_name');
  expect(rules).toContain('#,"gender: Use one of: female, male, other."');

  const stamp = String(Date.now()).slice(-7);
  const farmers = (badPhone: string) =>
    [
      'first_name,last_name,phone_number,gender,year_of_birth,ward,group_name',
      `Akinyi,Otieno,07${stamp}1,female,1984,0842,Naivasha Growers`,
      `Kamau,Njoroge,${badPhone},male,1979,0842,Naivasha Growers`,
      `Wafula,Simiyu,07${stamp}3,,,0842,`,
    ].join('\n');
  const input = page.locator('.staff-dropzone input[type="file"]');

  await input.setInputFiles({
    name: 'farmers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(farmers('12345')),
  });
  await expect(page.getByText('1 problem in the file. Nothing was saved')).toBeVisible();
  const report = page.getByRole('table', { name: 'Rows to fix' });
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('row').last()).toContainText('3phone_number');
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible();
  await testInfo.attach('upload-report-360', {
    body: await page.locator('.staff-uploads').screenshot(),
    contentType: 'image/png',
  });

  await input.setInputFiles({
    name: 'farmers-fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(farmers(`07${stamp}2`)),
  });
  await expect(page.getByText('The file is correct: 3 new, 0 to update, 0 unchanged.')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported: 3 new, 0 updated, 0 unchanged.')).toBeVisible();
  await expectAccessible();
});
