import { DiagnosisSteps, leafPhoto } from './pages/diagnosis-steps.ts';
import { expect, test } from './support/fixtures.ts';
import { savedNotificationSettings } from './support/saved-notification-settings.ts';
import { signInNewUser } from './support/sign-in.ts';

test.use({ viewport: { width: 360, height: 740 } });

const OFFER = 'Shall I warn you when agronomists confirm a disease or pest';

/**
 * Headless Chromium has no push service to reach: the browser's own pieces are stood in for, counting
 * each permission request and keeping the key the page subscribes with.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { asks: 0, keyBytes: 0 };
    Object.assign(window, { pushSeen: seen });
    Notification.requestPermission = async () => {
      seen.asks += 1;
      return 'granted';
    };
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
    const subscription = {
      endpoint,
      unsubscribe: async () => true,
      toJSON: () => ({ endpoint, keys: { p256dh: 'BPo7Yy2qW1', auth: 'c2VjcmV0YXV0aA' } }),
    };
    const registration = {
      pushManager: {
        getSubscription: async () => null,
        subscribe: async (options: { applicationServerKey: Uint8Array }) => {
          seen.keyBytes = options.applicationServerKey.length;
          return subscription;
        },
      },
    };
    Object.defineProperty(navigator.serviceWorker, 'ready', { value: Promise.resolve(registration) });
  });
});

test('the browser asks to allow notifications only after the farmer chose “Yes, warn me”', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { phone, password } = await signInNewUser(page, request, 'Chebet');
  await page.goto('/?lang=en');
  const asked = () =>
    page.evaluate(() => (window as unknown as { pushSeen: { asks: number } }).pushSeen.asks);
  const chat = new DiagnosisSteps(page);
  await chat.start();
  await chat.chooseCrop('Beans');
  await chat.addFromGallery(leafPhoto('bean__rust'));
  await chat.sendPhotos();
  await chat.expectResult();
  // The photo question comes first; the offer waits for its answer.
  await expect(page.getByText(OFFER)).toHaveCount(0);
  await page.getByRole('button', { name: 'No, thank you' }).click();
  await expect(page.getByText(OFFER)).toBeVisible();
  await expectAccessible();
  expect(await asked()).toBe(0);

  await page.getByRole('button', { name: 'Yes, warn me' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your phone will show a notification' }),
  ).toBeVisible();
  expect(await asked()).toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as { pushSeen: { keyBytes: number } }).pushSeen.keyBytes),
  ).toBe(65);
  await expectAccessible();

  // Kept on the server, and never offered or asked again.
  const saved = await savedNotificationSettings(request, phone, password);
  expect(saved[0]).toEqual({ kind: 'outbreak', enabled: true, channel: 'push', chosen: true });
  await page.reload();
  await expect(chat.resultCard()).toBeVisible();
  await expect(page.getByText(OFFER)).toHaveCount(0);
  expect(await asked()).toBe(0);
});
