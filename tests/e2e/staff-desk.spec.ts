import { expect, test } from './support/fixtures.ts';
import type { StaffQueue } from '../../src/contract/staff.ts';
import { E2E_STAFF } from './support/staff-account.ts';
import { bookWithPhotos, farmerAccount, queuedBooking, signInAtDesk } from './support/staff-desk.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const PHOTOS = [
  'tests/fixtures/ml/photos/maize__gray_leaf_spot/0094924eb6d0bad5fe0c6cae932393da7330279b.jpg',
  'tests/fixtures/leaves/bean__rust.jpg',
];

test('the requests list pages to its 25th item', async ({ page, request, expectAccessible }) => {
  for (let number = 1; number <= 25; number += 1) {
    const sent = await request.post('/api/v1/enquiries/', {
      data: {
        message: `Desk paging enquiry ${number}`,
        email: `farmer${number}@example.com`,
        language: 'en',
      },
    });
    expect(sent.ok()).toBe(true);
  }
  await signInAtDesk(page);
  await page.getByRole('button', { name: 'Other requests' }).click();
  await page.getByLabel('Kind').selectOption({ label: 'Enquiry' });
  const requests = page.getByRole('region', { name: 'Requests' });
  await expect(requests.getByRole('status')).toContainText(/requests · page 1$/);
  await requests.getByRole('button', { name: 'Next page' }).click();
  await expect(requests.getByRole('status')).toContainText(/requests · page 2$/);
  // Newest first: the first enquiry sent is the 25th (or later, after other specs' enquiries), on page 2.
  await expect(
    page.locator('.staff-request').filter({ hasText: /message: Desk paging enquiry 1(?!\d)/ }),
  ).toHaveCount(1);
  await expectAccessible();
});

test('a case photo opens large in a lightbox that moves by keyboard and gives focus back', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { id } = await bookWithPhotos(request, { photos: PHOTOS });
  await signInAtDesk(page, `/staff/callbacks/${id}?lang=en`);
  const first = page.getByRole('button', { name: 'Enlarge Photo 1 of the plant' });
  await expect(first).toBeVisible();
  // Large enough to judge at a glance, not a 200 px thumbnail.
  expect((await first.boundingBox())!.width).toBeGreaterThanOrEqual(300);
  await first.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: /Photo 1 of the plant \(1 of 2\)/ });
  await expect(lightbox).toBeVisible();
  await expectAccessible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /Photo 2 of the plant \(2 of 2\)/ })).toBeVisible();
  await page.keyboard.press('+');
  await expect(page.getByText('150 %')).toBeVisible();
  const image = page.getByRole('dialog').getByRole('img', { name: 'Photo 2 of the plant' });
  const before = (await image.boundingBox())!;
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(async () => (await image.boundingBox())!.x).toBeGreaterThan(before.x);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: /Photo 1 of the plant \(1 of 2\)/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('today opens with the overdue booking on top, marked with how late, then the next one', async ({
  page,
  request,
  expectAccessible,
}) => {
  const missed = await bookWithPhotos(request, { name: 'Missed Morning' });
  const next = await bookWithPhotos(request, { name: 'Next Farmer', slotIndex: 1 });
  // The server's clock cannot be turned back to make a real booking late, so its answer is given here
  // as the API would give it an hour and a half after the first slot (tests/api/staff/call-attempts).
  await page.route('**/api/v1/staff/callbacks/?*', async (route) => {
    const url = new URL(route.request().url());
    expect(url.searchParams.get('due')).toBe('today');
    const all = await route.fetch({ url: `${url.origin}${url.pathname}?status=new&page_size=100` });
    const body = (await all.json()) as StaffQueue;
    const ours = [missed, next].map((booking) => body.results.find((item) => item.id === booking.id)!);
    await route.fulfill({
      json: {
        ...body,
        count: 2,
        next: null,
        results: [{ ...ours[0]!, overdue_minutes: 95 }, ours[1]],
        counts: { overdue: 1, today: 1, later: 4 },
      },
    });
  });
  await signInAtDesk(page);
  await expect(page.getByLabel('Status')).toHaveValue('today');
  await expect(page.getByTestId('queue-counts')).toHaveText('Overdue: 1 · Today: 1 · Later: 4');
  const items = page.locator('.staff-queue__item');
  await expect(items.nth(0)).toContainText('Missed Morning');
  await expect(items.nth(0)).toContainText('Overdue by 1 h 35 min');
  await expect(items.nth(1)).toContainText('Next Farmer');
  await expect(items.nth(1)).toContainText('Next');
  await expectAccessible();
});

test('"No answer" keeps the booking to do, with its attempt and the next try', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { id, reference } = await bookWithPhotos(request, { name: 'Unreached Farmer' });
  await signInAtDesk(page, `/staff/callbacks/${id}?lang=en`);
  await expect(page.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
  await page.getByRole('button', { name: 'No answer', exact: true }).click();
  await expect(page.getByRole('heading', { name: `${reference} · No answer` })).toBeVisible();
  const attempts = page.getByRole('region', { name: 'Calls tried' });
  await expect(attempts.getByRole('listitem')).toHaveText([/No answer \(Achieng Odhiambo\)/]);
  await expect(attempts).toContainText('Try again:');
  await expect(attempts).toContainText('After 2 more unanswered calls the booking closes.');
  // Still to do, due again two hours on: in today's list, or the later days' near midnight (Nairobi, UTC+3).
  const nairobiDay = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);
  const retryToday = nairobiDay(Date.now() + 2 * 3_600_000) === nairobiDay(Date.now());
  await page.getByLabel('Status').selectOption({ label: retryToday ? 'Today, overdue first' : 'Later days' });
  await expect(page.getByRole('button', { name: new RegExp(reference) })).toContainText('1 unanswered call');
  await expectAccessible();
});

test('a correction changed twice, with a confirmation, sends the farmer one message', async ({
  page,
  request,
  expectAccessible,
}) => {
  const farmer = await farmerAccount(request);
  const { id, reference } = await bookWithPhotos(request, { photos: PHOTOS.slice(0, 1), farmer });
  await signInAtDesk(page, `/staff/callbacks/${id}?lang=en`);
  // The automated result in plain words: the crop and the candidates with how likely each is.
  const automated = page.locator('.staff-booking__case dl').first();
  await expect(automated).toContainText('Maize');
  await expect(automated).toContainText('Grey leaf spot: likely (47 %)');

  // This crop's conditions come first; the other crops' carry their crop's name.
  const list = page.getByLabel('Or correct it to');
  await expect(list.locator('optgroup').first()).toHaveAttribute('label', 'Maize');
  await expect(
    list.locator('optgroup').nth(1).locator('option', { hasText: 'Early blight (Tomatoes)' }),
  ).toHaveCount(1);
  // Searching in Swahili finds the same answers.
  await page.getByLabel('Search the answers (English or Kiswahili)').fill('kutu');
  await expect(list.locator('option', { hasText: 'Common rust of maize' })).toHaveCount(1);
  await expect(list.locator('option', { hasText: 'Maize leaf blight' })).toHaveCount(0);
  await page.getByLabel('Search the answers (English or Kiswahili)').fill('');

  await list.selectOption({ label: 'Maize leaf blight' });
  await page.getByRole('button', { name: 'Save the correction' }).click();
  await expect(page.getByTestId('staff-review-status')).toHaveText(/corrected it to: Maize leaf blight/);
  await expect(page.getByTestId('staff-review-message')).toContainText('The farmer gets one message');

  await list.selectOption({ label: 'Common rust of maize' });
  await page.getByRole('button', { name: 'Save the correction' }).click();
  await expect(page.getByText('You already answered “Maize leaf blight”.')).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Yes, change to Common rust of maize' }).click();
  await expect(page.getByTestId('staff-review-status')).toHaveText(/corrected it to: Common rust of maize/);

  await page.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(page.getByTestId('staff-review-message')).toHaveText(
    'The farmer was told: Common rust of maize.',
  );
  const inbox = await request.get('/api/v1/messages/', {
    headers: { authorization: `Bearer ${await farmer.access()}` },
  });
  const about = ((await inbox.json()).results as { reference: string; review: unknown }[]).filter(
    (message) => message.reference === reference,
  );
  expect(about.map((message) => message.review)).toEqual([
    { label: 'maize__common_rust', slug: 'maize-common-rust', replaces_earlier: false },
  ]);
});

test('a deep link and a reload land on the same booking, with its drafts; Back returns to the one before', async ({
  page,
  request,
}) => {
  const first = await bookWithPhotos(request, { name: 'First Linked' });
  const second = await bookWithPhotos(request, { name: 'Second Linked' });
  await signInAtDesk(page, `/staff/callbacks/${first.id}?lang=en`);
  await expect(page.getByRole('heading', { name: new RegExp(first.reference) })).toBeVisible();
  // What was typed and not yet sent is a draft: the reload keeps it.
  await page.getByLabel('Answer the farmer by SMS').fill('Remove the lower leaves first.');
  await page.getByLabel('Note for colleagues').fill('Called from a neighbour’s phone.');
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(first.reference) })).toBeVisible();
  await expect(page.getByLabel('Answer the farmer by SMS')).toHaveValue('Remove the lower leaves first.');
  await expect(page.getByLabel('Note for colleagues')).toHaveValue('Called from a neighbour’s phone.');
  await page.goto(`/staff/callbacks/${second.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(second.reference) })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/staff/callbacks/${first.id}(\\?|$)`));
  await expect(page.getByRole('heading', { name: new RegExp(first.reference) })).toBeVisible();
});

test('a search finds a booking and a request; each opens at its own address, and Back and a reload land on it', async ({
  page,
  request,
  expectAccessible,
}) => {
  const booking = await bookWithPhotos(request, { name: 'Searched Farmer' });
  const sent = await request.post('/api/v1/enquiries/', {
    data: {
      message: 'Found by its reference',
      email: 'searched@example.com',
      name: 'Searched Farmer',
      language: 'en',
    },
  });
  expect(sent.ok()).toBe(true);
  const enquiry = (await sent.json()) as { reference: string };
  await signInAtDesk(page);
  const search = page.getByRole('searchbox', { name: 'Search bookings and requests' });

  await search.fill(booking.reference);
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: `Search: ${booking.reference}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Found:' })).toHaveText(
    'Found: bookings 1, requests 0.',
  );
  await expectAccessible();
  await page.getByRole('link', { name: /Searched Farmer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/callbacks/${booking.id}(\\?|$)`));
  await expect(page.getByRole('heading', { name: new RegExp(booking.reference) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'This farmer before' })).toContainText(
    "Nothing earlier: this is the farmer's first booking.",
  );
  await expectAccessible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Search: ${booking.reference}` })).toBeVisible();

  await search.fill(enquiry.reference);
  await search.press('Enter');
  await page.getByRole('link', { name: enquiry.reference }).click();
  await expect(page).toHaveURL(/\/staff\/requests\/[0-9a-f-]{36}(\?|$)/);
  await expect(page.getByRole('heading', { name: enquiry.reference })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: enquiry.reference })).toBeVisible();
  await expect(page.getByText('message: Found by its reference')).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'Back to the requests' }).click();
  await expect(page.getByRole('heading', { name: 'Requests' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: enquiry.reference })).toBeVisible();
});

test('a revoked session signs in again on /staff, on the same booking, with the typed answer kept', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { id, reference } = await bookWithPhotos(request, { name: 'Kept Draft' });
  await signInAtDesk(page, `/staff/callbacks/${id}?lang=en`);
  await expect(page.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
  const draft = 'Bean rust: remove the worst leaves and spray a copper product.';
  await page.getByLabel('Answer the farmer by SMS').fill(draft);
  // Another device (or an admin) ends this login.
  const refresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect((await request.post('/api/v1/accounts/logout/', { data: { refresh } })).status()).toBe(204);

  await page.getByRole('button', { name: 'Send SMS answer' }).click();
  const again = page.getByRole('dialog', { name: 'Your sign-in has ended' });
  await expect(again).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/staff/callbacks/${id}`));
  await expectAccessible();
  await again.getByLabel('Phone number or e-mail').fill(E2E_STAFF.phone);
  await again.getByLabel('Password').fill(E2E_STAFF.password);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByLabel('Answer the farmer by SMS')).toHaveValue(draft);
  await page.getByRole('button', { name: 'Send SMS answer' }).click();
  await expect(page.getByText(`answered: ${draft}`)).toBeVisible();
});

test('a call booking takes 4 clicks with everything in view; the keyboard reaches "Called" by the skip link or one key', async ({
  page,
  request,
  expectAccessible,
}) => {
  // A busy week: the list beside the booking is longer than the screen. The extra bookings take the
  // last slots, so they come after every other spec's in the queue.
  for (let number = 1; number <= 15; number += 1)
    await bookWithPhotos(request, { name: `Waiting ${number}`, slotIndex: -1 });
  const { id, reference } = await bookWithPhotos(request, { photos: PHOTOS, name: 'Counted Call' });
  await signInAtDesk(page, `/staff/callbacks/${id}?lang=en`);
  const heading = page.getByRole('heading', { name: new RegExp(reference) });
  await expect(heading).toBeVisible();
  await page.locator('.staff-queue__filters select').selectOption('later');
  await expect
    .poll(() => page.evaluate(() => document.querySelector('.staff-queue')!.scrollHeight))
    .toBeGreaterThan(800);

  // Keyboard only, from the top of the page: Tabs to "Called", through the skip link.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const called = page.getByRole('button', { name: 'Called', exact: true });
  let tabs = 0;
  for (
    ;
    tabs < 40 &&
    !(await page
      .getByRole('link', { name: "Skip to the booking's actions" })
      .evaluate((link) => link === document.activeElement));
    tabs += 1
  )
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  for (; tabs < 40 && !(await called.evaluate((button) => button === document.activeElement)); tabs += 1)
    await page.keyboard.press('Tab');
  console.log(`Tabs to "Called": ${tabs}`);
  expect(tabs).toBeLessThanOrEqual(8);
  // Or one key, anywhere outside a text field.
  await page.keyboard.press('c');
  await expect(heading).toHaveText(`${reference} · Called`);
  // The review sits in the panel too: with the case scrolled to its end, outcome and review stay in view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const panel = page.getByRole('complementary', { name: 'Call, answer and review' });
  await expect(panel.getByRole('button', { name: /^Confirm: / })).toBeInViewport();
  await expect(panel.getByRole('button', { name: 'Resolved', exact: true })).toBeInViewport();
  await expect(panel.getByLabel('Or correct it to')).toBeVisible();

  // By mouse, another booking: open it from the queue, "Called", the answer, "Resolved"; each in view.
  const next = await bookWithPhotos(request, { photos: PHOTOS, name: 'Clicked Call' });
  await page.goto('/staff');
  await page.evaluate(() => {
    (window as unknown as { clicks: number }).clicks = 0;
    document.addEventListener(
      'click',
      (event) => event.isTrusted && ((window as unknown as { clicks: number }).clicks += 1),
      true,
    );
  });
  const item = await queuedBooking(page, next.reference);
  const nextHeading = page.getByRole('heading', { name: new RegExp(next.reference) });
  await page.evaluate(() => ((window as unknown as { clicks: number }).clicks = 0));
  await item.click();
  for (const name of ['No answer', 'Called']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeInViewport();
  }
  await page.getByRole('button', { name: 'Called', exact: true }).click();
  await expect(nextHeading).toHaveText(`${next.reference} · Called`);
  const answer = page.getByLabel('Answer the farmer by SMS');
  await expect(answer).toBeInViewport();
  await answer.fill('Remove the worst leaves and spray a copper product.');
  await expect(page.getByRole('button', { name: 'Send SMS answer' })).toBeInViewport();
  await page.getByRole('button', { name: 'Send SMS answer' }).click();
  await expect(page.getByText(/answered: Remove the worst leaves/)).toBeVisible();
  await page.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(nextHeading).toHaveText(`${next.reference} · Resolved`);
  const clicks = await page.evaluate(() => (window as unknown as { clicks: number }).clicks);
  console.log(`Clicks per call booking: ${clicks}`);
  expect(clicks).toBeLessThanOrEqual(5);
  await expectAccessible();
});

test('a case shared with a GPS point shows its ward and county on a small map', async ({
  page,
  request,
  expectAccessible,
}) => {
  const booking = await bookWithPhotos(request, {
    photos: [PHOTOS[1]!],
    name: 'Mapped Farmer',
    place: { name: 'Kathiani, Machakos', latitude: -1.42, longitude: 37.34 },
  });
  await signInAtDesk(page, `/staff/callbacks/${booking.id}?lang=en`);
  const map = page.locator('.staff-place-map');
  await expect(map.getByText(/^Map: .+ ward, Machakos County, with the farmer's GPS point$/)).toBeVisible();
  await expect(map.locator('path')).toHaveCount(2);
  await expect(map.locator('circle')).toHaveCount(1);
  await expectAccessible();
  // What else is confirmed around the case: the outbreak map opens on the case's county.
  await map.getByRole('link', { name: 'Outbreaks in Machakos County' }).click();
  await expect(page).toHaveURL(/\/staff\/outbreaks\?county=016$/);
  await expect(page.getByLabel('Area')).toHaveValue('016');
});
