import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { latestCode } from './support/outbox.ts';
import { signInNewUser } from './support/sign-in.ts';
import { E2E_DATA_MANAGER } from './support/staff-account.ts';

test('a farmer whose number an extension officer registered sees the farm only after the SMS code', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { phone } = await signInNewUser(page, request, 'Otieno');
  // The extension officer registers the same number, with a farm, through the API.
  const login = await request.post('/api/v1/accounts/login/', {
    data: { username: E2E_DATA_MANAGER.phone, password: E2E_DATA_MANAGER.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access}` };
  const farmer = await request.post('/api/v1/farmer/', {
    headers,
    data: { first_name: 'Otieno', last_name: 'Mwangi', phone_number: phone },
  });
  expect(farmer.status()).toBe(201);
  const farm = await request.post('/api/v1/farm/', {
    headers,
    data: { name: 'Shamba la Otieno', ward: '0676', farmer: (await farmer.json()).id },
  });
  expect(farm.status()).toBe(201);

  const chat = new ChatPage(page);
  await page.goto('/?lang=en');
  await chat.chooseFromMore('My farms');
  const said = (text: string) => chat.assistantMessages().filter({ hasText: text });
  await chat.expectAssistantSays('Type the 6-digit code from the SMS here.');
  await expect(said('An extension officer has already registered a farm with your phone number')).toHaveCount(
    1,
  );
  await expect(said('Shamba la Otieno')).toHaveCount(0);
  await expectAccessible();

  const wrong = (await latestCode(phone)) === '000000' ? '000001' : '000000';
  await chat.answer(wrong);
  // The question stays, so nothing typed before is lost; a wrong code says so and asks again.
  await expect(said('That code is wrong or has expired.')).toHaveCount(1);
  await chat.choose('Send a new code');
  await expect(said('Type the 6-digit code from the SMS here.')).toHaveCount(3);
  await chat.answer(await latestCode(phone));
  await expect(said('The farm record is now yours.')).toHaveCount(1);
  await expect(said('Shamba la Otieno').first()).toBeVisible();
});
