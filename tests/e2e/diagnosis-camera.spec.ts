import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { writeY4m } from '../support/fake-camera.ts';
import { DiagnosisSteps, leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, test } from './support/fixtures.ts';

// Chromium films this leaf instead of a real webcam, and grants the camera without asking.
const video = path.join(mkdtempSync(path.join(tmpdir(), 'mimea-camera-')), 'leaf.y4m');
test.beforeAll(() => writeY4m(leafPhoto('maize__common_rust'), video));
// A kiosk desk's computer: a mouse and a webcam (phones and tablets open their own camera instead).
test.use({
  viewport: { width: 1024, height: 768 },
  hasTouch: false,
  isMobile: false,
  permissions: ['camera'],
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('a kiosk webcam: preview, shutter, and the photo is checked and sent', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  await page.context().addCookies([{ name: 'mimea_consent', value: 'necessary', url: baseURL! }]);
  await page.goto('/auth?lang=en');
  const chat = new DiagnosisSteps(page);
  await chat.start();
  await chat.chooseCrop('Maize');
  await page.getByRole('button', { name: "Use this device's camera" }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Take picture' }).click();
  await expect(page.getByTestId('photo-tile')).toBeVisible();
  await page.getByRole('button', { name: 'Close camera' }).click();
  await chat.sendPhotos();
  await chat.expectResult();
});
