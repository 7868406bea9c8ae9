import { DiagnosisSteps, leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

const QUESTION = 'May Mimea use your plant photos to make the photo checker better?';

test('asked once with the first photo, off until the farmer says yes, changeable in the settings', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Njeri');
  await page.goto('/?lang=en');
  const chat = new DiagnosisSteps(page);
  await expect(page.getByText(QUESTION)).toHaveCount(0);
  await chat.start();
  await chat.chooseCrop('Beans');
  await chat.addFromGallery(leafPhoto('bean__rust'));
  await chat.sendPhotos();
  await expect(page.getByText(QUESTION)).toBeVisible();
  await expectAccessible();
  // Unanswered it counts as no: the switch in the header's menu is off.
  const menu = page.getByRole('button', { name: 'Menu: settings, account and links' });
  await menu.click();
  const setting = page.getByLabel('Use my checked photos to improve the photo checker');
  await expect(setting).not.toBeChecked();
  await menu.click();
  await page.getByRole('button', { name: 'Yes, you may use them' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your checked photos may help' })).toBeVisible();
  await menu.click();
  await expect(setting).toBeChecked();
  await menu.click();
  await chat.expectResult();

  // Changed in the menu, and never asked again, also after a reload.
  await menu.click();
  await setting.uncheck();
  await expect(setting).not.toBeChecked();
  await page.reload();
  await expect(chat.resultCard()).toBeVisible();
  await menu.click();
  await expect(page.getByLabel('Use my checked photos to improve the photo checker')).not.toBeChecked();
  await expect(page.getByText(QUESTION)).toHaveCount(0);
  await expectAccessible();
});
