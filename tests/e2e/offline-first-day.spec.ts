import { ChatPage } from './pages/chat-page.ts';
import { DiagnosisSteps, leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, test } from './support/fixtures.ts';
import { downloadForOffline, sentAndKeptOnce, untilServiceWorkerReady } from './support/offline-use.ts';
import { signInNewUser } from './support/sign-in.ts';

// A farmer's first day: signed in on a fresh browser, no plant checked online before, then the network goes.
test.use({ viewport: { width: 360, height: 740 } });

test('downloaded on the first visit, a plant is checked offline after a reload and kept once on the server', async ({
  page,
  context,
  request,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const { phone, password } = await signInNewUser(page, request, 'Achieng');
  await page.goto('/?lang=en');
  await untilServiceWorkerReady(page);
  await downloadForOffline(page);

  await context.setOffline(true);
  await page.reload();
  const chat = new DiagnosisSteps(page);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  await chat.start();
  await chat.chooseCrop('Tomatoes');
  await chat.addFromGallery(leafPhoto('tomato__late_blight'));
  await chat.sendPhotos();
  await expect(page.getByText('Your photos are kept on this phone')).toBeVisible();
  await expect(
    page.getByText('Checked on your phone — we will confirm when you are back online.'),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(chat.resultCard()).toBeVisible();
  // The card's reference photo came with the download.
  const reference = chat.resultCard().locator('img[src^="/reference-photos/"]').first();
  await expect(reference).toHaveJSProperty('complete', true);
  expect(await reference.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('queued-checks')).toHaveText(/^1 plant check is waiting on this phone/);
  await expectAccessible();

  await chat.choose('OK, I will wait');
  await sentAndKeptOnce(chat, request, { phone, password });
  await expect(page.getByText(/^Our server has now checked your photos/)).toBeVisible();
});

test('without the download, a photo taken offline waits on the phone and is sent once', async ({
  page,
  context,
  request,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const { phone, password } = await signInNewUser(page, request, 'Kiprono');
  await page.goto('/?lang=en');
  await untilServiceWorkerReady(page);

  await context.setOffline(true);
  await page.reload();
  const chat = new DiagnosisSteps(page);
  const banner = page.getByTestId('offline-banner');
  // One line; what still works, and what happens to photos, behind "more".
  const more = banner.getByRole('button', { name: 'more' });
  const photosWait = banner.getByText('Photos you send wait on this phone and are sent by themselves');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(photosWait).toBeHidden();
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(56);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: 'less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(photosWait).toBeVisible();
  await expectAccessible();
  await banner.getByRole('button', { name: 'less' }).click();
  await expect(photosWait).toBeHidden();

  await chat.start();
  await chat.chooseCrop('Coffee');
  await chat.addFromGallery(leafPhoto('coffee__leaf_rust'));
  await chat.sendPhotos();
  await expect(page.getByText('Your photos are kept on this phone')).toBeVisible();
  await expect(page.getByText('The plant check is not downloaded to this phone yet')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('queued-checks')).toHaveText(/^1 plant check is waiting on this phone/);
  await expectAccessible();

  await sentAndKeptOnce(chat, request, { phone, password });
});

test('offline, with a check already waiting, "Tuma picha 3" stays on a 640 px screen', async ({
  page,
  context,
  request,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, request, 'Njeri');
  await page.goto('/?lang=sw');
  await untilServiceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  const chat = new ChatPage(page);
  const send = page.getByRole('button', { name: /^Tuma picha \d$/ });
  const takePhotos = async (count: number) => {
    await chat.choose('Piga picha ya mmea');
    await chat.expectAssistantSays('Piga picha 1 hadi 3');
    const leaves = ['maize__common_rust', 'bean__rust', 'potato__early_blight'].slice(0, count);
    await page.getByTestId('photo-gallery-input').setInputFiles(leaves.map(leafPhoto));
    await expect(page.getByTestId('photo-tile')).toHaveCount(count);
  };

  await takePhotos(1);
  await send.click();
  await expect(page.getByTestId('queued-checks')).toBeVisible({ timeout: 30_000 });
  await chat.expectAssistantSays('Kuna jambo lingine');
  await takePhotos(3);
  for (const height of [740, 640]) {
    await page.setViewportSize({ width: 360, height });
    await expect(send).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByTestId('offline-banner')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(640);
  await expectAccessible();
  await send.click();
  await expect(page.getByTestId('queued-checks')).toHaveText(/^Ukaguzi 2 wa mimea unasubiri/, {
    timeout: 30_000,
  });
  await context.setOffline(false);
});
