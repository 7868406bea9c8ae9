import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 }, locale: 'sw-KE' });

test('the deletion dialog names the farms and the farmer record it removes', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Atieno');
  await page.goto('/');
  await page.getByRole('button', { name: /^Menyu:/ }).click();
  await page.getByRole('button', { name: 'Futa akaunti yangu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ufute akaunti yako?' });
  await expect(dialog).toContainText('mashamba yako, pamoja na mahali na ukubwa wake');
  await expect(dialog).toContainText('kumbukumbu yako ya mkulima');
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Hapana, usifute akaunti yangu' }).click();
  await expect(dialog).toHaveCount(0);
});
