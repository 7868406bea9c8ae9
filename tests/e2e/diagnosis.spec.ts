import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DiagnosisSteps, leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** "Yes" to a confident answer; otherwise the closest match, folded under "other options". */
async function confirmMatch(chat: DiagnosisSteps) {
  if ((await chat.resultCard().getAttribute('data-verdict')) === 'confident') {
    await chat.choose('Yes, mine looks like this');
    return;
  }
  await chat.otherOptions();
  await chat.choose(/^It looks like: /);
}

async function anonymous(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'mimea_consent', value: 'necessary', url: baseURL! }]);
  await page.goto('/auth?lang=en');
}

test('anonymous: a leaf photo from the gallery, checked, sent, and answered', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  await anonymous(page, baseURL);
  const chat = new DiagnosisSteps(page);
  await chat.start();
  await chat.chooseCrop('Tomatoes');
  await chat.addFromGallery(leafPhoto('tomato__late_blight'));
  await expect(page.getByTestId('photo-tile')).toHaveAttribute('data-quality', 'good');
  await expectAccessible();
  await chat.sendPhotos();
  await expect(page.getByTestId('upload-card')).toContainText('Sent');
  await chat.expectResult();
  await expect(chat.resultCard()).toContainText(/Very likely|Possibly|not sure|does not look like a plant/);
  // New photos are the next step when unsure; after a confident answer they wait under "other options".
  if ((await chat.resultCard().getAttribute('data-verdict')) === 'confident') await chat.otherOptions();
  await expect(page.getByRole('button', { name: 'Take new photos' }).last()).toBeEnabled();
  await expectAccessible();
});

test('a blurred photo gets a tip before anything is sent', async ({ page, baseURL }) => {
  await anonymous(page, baseURL);
  const chat = new DiagnosisSteps(page);
  await chat.start();
  await chat.chooseCrop('Beans');
  const blurred = await sharp(readFileSync(leafPhoto('bean__rust')))
    .blur(1.6)
    .jpeg()
    .toBuffer();
  await chat.addFromGallery({ name: 'blurred.jpg', mimeType: 'image/jpeg', buffer: blurred });
  const tile = page.getByTestId('photo-tile');
  await expect(tile).toHaveAttribute('data-quality', /borderline|unusable/);
  await expect(tile).toContainText('It is blurry. Hold the phone still');
});

test('signed in: the case is saved, its advice follows, and it reopens from "My plant checks"', async ({
  page,
  request,
  expectAccessible,
}) => {
  await signInNewUser(page, request, 'Akinyi');
  await page.goto('/?lang=en');
  const chat = new DiagnosisSteps(page);
  await chat.start();
  await chat.chooseCrop('Maize');
  await chat.addFromGallery(leafPhoto('maize__common_rust'));
  await chat.sendPhotos();
  await chat.expectResult();
  await confirmMatch(chat);
  await chat.skipPlace();
  await expect(page.getByText('Saved to My plant checks.')).toBeVisible();
  // The confirmed condition's library entry follows at once, as the advice flow's first step.
  await expect(page.getByTestId('advice-overview').last()).toBeVisible();
  await chat.chooseFromMore('My plant checks');
  await chat.expectAssistantSays('Your latest plant checks');
  await chat.choose(/^\d{1,2} [A-Z][a-z]+ \d{4}: /);
  await expect(chat.resultCard()).toBeVisible();
  await expectAccessible();
});

test('a reload while waiting picks the answer up again', async ({ page, request }) => {
  await signInNewUser(page, request, 'Wekesa');
  // The classifier is quick here; holding the first answers back leaves time to reload mid-wait.
  let held = true;
  await page.route('**/api/v1/classify/task-status/**', (route) =>
    held ? route.fulfill({ status: 503, json: { detail: 'busy' } }) : route.continue(),
  );
  await page.goto('/?lang=en');
  const chat = new DiagnosisSteps(page);
  await chat.start();
  await chat.chooseCrop('Potatoes');
  await chat.addFromGallery(leafPhoto('potato__early_blight'));
  await chat.sendPhotos();
  await chat.expectAssistantSays('I am looking at your photos now');
  await page.reload();
  held = false;
  await expect(page.getByText('Welcome back. I am still getting the answer')).toBeVisible();
  await chat.expectResult();
});

test('offline during the wait, then back online', async ({ page, request, context }) => {
  await signInNewUser(page, request, 'Chebet');
  await page.goto('/?lang=en');
  const chat = new DiagnosisSteps(page);
  await chat.start();
  await chat.chooseCrop('Coffee');
  await chat.addFromGallery(leafPhoto('coffee__leaf_rust'));
  // The photo goes out; every answer after it meets a dead network until the test restores it.
  await page.route('**/api/v1/classify/task-status/**', (route) => route.abort('internetdisconnected'));
  await chat.sendPhotos();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await page.unroute('**/api/v1/classify/task-status/**');
  await context.setOffline(true);
  await context.setOffline(false);
  await chat.expectResult();
});
