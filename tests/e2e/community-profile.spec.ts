import { ChatPage } from './pages/chat-page.ts';
import { leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('a Community profile set in "Taarifa zangu" shows beside the person’s question, never their phone', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { phone, password } = await signInNewUser(page, request, 'Akinyi');
  // A nickname of its own per run: nicknames are unique.
  const nickname = `Mama ${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const chat = new ChatPage(page);
  await page.goto('/?lang=sw');
  await chat.answer('taarifa zangu');
  await chat.choose('Wasifu wangu kwenye jamii');
  await chat.expectAssistantSays('Chagua jina la kutumia kwenye jamii');
  await chat.answer(nickname);
  await chat.expectAssistantSays('Je, kaunti yako ionekane');
  await chat.choose('Chagua kaunti yangu');
  await chat.expectAssistantSays('Kaunti gani?');
  await chat.answer('Machakos');
  await expect(
    chat.assistantMessages().filter({ hasText: `sasa unaitwa ${nickname}, kutoka Machakos` }),
  ).toHaveCount(1);
  await chat.expectAssistantSays('Ungependa kuongeza picha?');
  await expectAccessible();
  await page.getByTestId('photo-gallery-input').setInputFiles(leafPhoto('tomato__late_blight'));
  await page.getByRole('button', { name: 'Tuma picha 1' }).click();
  await expect(chat.assistantMessages().filter({ hasText: 'picha yako imehifadhiwa' })).toHaveCount(1);

  // Asked as this person, the question shows the nickname and picture to an anonymous reader.
  const login = await request.post('/api/v1/accounts/login/', { data: { username: phone, password } });
  const { access } = await login.json();
  const asked = await request.post('/api/v1/community/questions/', {
    headers: { authorization: `Bearer ${access}` },
    data: { text: 'Nyanya zangu zinanyauka mchana, nifanye nini?', crop: 'tomato', language: 'sw' },
  });
  expect(asked.status()).toBe(201);
  const question = await asked.json();
  expect(question.author).toMatchObject({ nickname, picture: expect.stringContaining('profile-pictures') });
  const picture = await request.get(question.author.picture);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  await page.goto(`/community/${question.id}?lang=sw`);
  await expect(page.getByText(nickname).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText(phone.slice(-6));
});
