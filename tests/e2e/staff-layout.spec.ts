import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { E2E_STAFF } from './support/staff-account.ts';
import { queuedBooking } from './support/staff-desk.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** Nothing wider than the phone, and no label squeezed into a column of single letters. */
async function expectFitsThePhone(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 360)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    wide.join(', '),
  ).toBeLessThanOrEqual(360);
  const tallest = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('.staff-page label, .staff-page dt, .staff-page legend')].map(
        (label) => {
          const style = getComputedStyle(label);
          const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
          return label.getBoundingClientRect().height / line;
        },
      ),
    ),
  );
  expect(tallest, 'lines in the tallest label').toBeLessThanOrEqual(3);
}

test('the staff queue and a booking fit a 360 px phone', async ({ page, request, expectAccessible }) => {
  const slots = await (await request.get('/api/v1/callback/slots/')).json();
  const slot = (slots.slots as { start: string; free: number }[]).find((candidate) => candidate.free > 0)!;
  const booked = await request.post('/api/v1/callback/', {
    data: {
      name: 'Wanjiku Kamau-Njoroge',
      phone_number: `+2547${String(Date.now()).slice(-8)}`,
      channel: 'call',
      language: 'sw',
      topic: 'crop_problem',
      slot: slot.start,
      note: 'Majani ya chini ya maharagwe yana madoa ya kutu; yameanza wiki iliyopita baada ya mvua nyingi.',
    },
  });
  expect(booked.ok()).toBe(true);
  const { reference } = await booked.json();

  await page.addInitScript(() => {
    document.cookie = 'mimea_consent=necessary; Path=/';
  });
  await page.goto('/staff?lang=sw');
  await page.getByLabel(/Namba ya simu|Phone number/).fill(E2E_STAFF.phone);
  await page.getByLabel(/Nenosiri|Password/).fill(E2E_STAFF.password);
  await page.locator('form button[type="submit"]').click();
  const booking = await queuedBooking(page, reference);
  await expect(booking).toBeVisible();
  await expectFitsThePhone(page);
  await expectAccessible();

  await booking.click();
  await expect(page.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
  await expectFitsThePhone(page);
  await expectAccessible();

  // On a desk the queue and the open booking sit side by side without overlapping.
  await page.setViewportSize({ width: 1280, height: 800 });
  const queueBox = (await page.locator('.staff-queue').boundingBox())!;
  const detailBox = (await page.locator('.staff-workspace__detail').boundingBox())!;
  expect(queueBox.x + queueBox.width).toBeLessThanOrEqual(detailBox.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Maombi mengine' }).click();
  await expect(page.locator('#requests-title')).toBeVisible();
  await expectFitsThePhone(page);
});
