import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';
import { E2E_STAFF } from './support/staff-account.ts';
import { bookWithPhotos, farmerAccount, signInAtDesk } from './support/staff-desk.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const PHOTO = 'tests/fixtures/ml/photos/maize__gray_leaf_spot/0094924eb6d0bad5fe0c6cae932393da7330279b.jpg';
/**
 * Mitunguu ward (0290), Meru County: not the outbreak map's county (Mombasa), so neither test's cases
 * are counted in the other's figures, on a server the whole run shares.
 */
const WARD = '0290';
const CONDITION = 'maize__streak_virus';

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/accounts/login/', {
    data: { username: E2E_STAFF.phone, password: E2E_STAFF.password },
  });
  return { authorization: `Bearer ${(await login.json()).access}` };
}

/** A farmer with a farm in the ward books an agronomist with a maize photo, who confirms streak virus. */
async function confirmedCase(request: APIRequestContext) {
  const farmer = await farmerAccount(request);
  const headers = { authorization: `Bearer ${await farmer.access()}` };
  const farm = await request.post('/api/v1/farm/', { headers, data: { name: 'Shamba', ward: WARD } });
  expect(farm.ok(), await farm.text()).toBe(true);
  const diagnosis = await request.post('/api/v1/diagnosis/', {
    headers,
    data: { crop: 'maize', farm: (await farm.json()).id },
  });
  const booked = await bookWithPhotos(request, {
    photos: [PHOTO],
    farmer,
    diagnosisId: (await diagnosis.json()).id,
  });
  const review = await request.post(`/api/v1/staff/callbacks/${booked.id}/review/`, {
    headers: await staffHeaders(request),
    data: { label: CONDITION },
  });
  expect(review.status(), await review.text()).toBe(201);
}

test('a draft drafted after three confirmed cases is edited and approved at the desk, and the farmer’s push opens the chat at it', async ({
  page,
  request,
  browser,
  expectAccessible,
}) => {
  // The farmer who will get it: a farm in the ward, signed in on their own phone.
  const phone = await browser.newContext({ viewport: { width: 393, height: 851 } });
  const farmerPage = await phone.newPage();
  const farmer = await signInNewUser(farmerPage, request, 'Nekesa');
  // The e2e server's access tokens last only seconds: each call signs in afresh.
  const farmerHeaders = async () => {
    const login = await request.post('/api/v1/accounts/login/', {
      data: { username: farmer.phone, password: farmer.password },
    });
    return { authorization: `Bearer ${(await login.json()).access}` };
  };
  await request.post('/api/v1/farm/', {
    headers: await farmerHeaders(),
    data: { name: 'Shamba', ward: WARD },
  });

  for (let farm = 0; farm < 3; farm += 1) await confirmedCase(request);
  // The drafting job runs after the third review.
  let draftId = '';
  await expect
    .poll(
      async () => {
        const drafts = await request.get('/api/v1/staff/alerts/drafts/', {
          headers: await staffHeaders(request),
        });
        const found = (
          (await drafts.json()).results as { id: string; ward_id: string; condition: string }[]
        ).find((draft) => draft.ward_id === WARD && draft.condition === CONDITION);
        draftId = found?.id ?? '';
        return draftId;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');

  await signInAtDesk(page, '/staff/alerts?lang=en');
  await expect(page.getByRole('heading', { name: 'Outbreak alerts' })).toBeVisible();
  await page.getByRole('link', { name: 'Maize streak virus in Mitunguu ward' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/alerts/${draftId}$`));
  await expect(page.getByRole('heading', { name: 'Maize streak virus in Mitunguu ward' })).toBeVisible();
  await expect(page.getByText('Confirmed on 3 farms')).toBeVisible();
  await expectAccessible();

  // A save that fails keeps what was typed and offers to try again; the retry saves it.
  const english =
    'Maize streak virus is confirmed in Mitunguu ward. Pull out plants with yellow streaks today.';
  const swahili =
    'Ugonjwa wa michirizi ya mahindi umethibitishwa wadi ya Mitunguu. Ng’oa mimea yenye michirizi leo.';
  await page.getByLabel('Text in English').fill(english);
  await page.getByLabel('Text in Kiswahili').fill(swahili);
  let failOnce = true;
  await page.route(`**/api/v1/staff/alerts/drafts/${draftId}/`, async (route) => {
    if (route.request().method() === 'PATCH' && failOnce) {
      failOnce = false;
      return route.fulfill({ status: 500, json: { detail: 'boom' } });
    }
    return route.fallback();
  });
  await page.getByRole('button', { name: 'Save the text' }).click();
  await expect(page.getByRole('alert')).toContainText('The text was not saved.');
  await expect(page.getByLabel('Text in English')).toHaveValue(english);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The text is saved.')).toBeVisible();

  // Approving says whom it reaches first; then the status is the server's.
  await page.getByRole('button', { name: 'Approve' }).click();
  const send = page.getByRole('button', { name: /^Yes, send it to \d+ farmers$/ });
  await expect(send).toBeVisible();
  await expectAccessible();
  await send.click();
  await expect(page.getByText(/^Approved: it is being sent to \d+ farmers\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByLabel('Text in English')).toHaveAttribute('readonly', '');

  // The same desk in Kiswahili.
  await page.goto(`/staff/alerts/${draftId}?lang=sw`);
  await expect(
    page.getByRole('heading', { name: 'Ugonjwa wa michirizi ya mahindi katika wadi ya Mitunguu' }),
  ).toBeVisible();

  // The farmer (Kiswahili: no booking said otherwise) gets it in the chat; the notification's link
  // opens the chat at it, marked and focused.
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/v1/messages/', { headers: await farmerHeaders() })).json())
            .results as {
            alert_id?: string | null;
          }[]
        ).some((message) => message.alert_id === draftId),
      { timeout: 30_000 },
    )
    .toBe(true);
  await farmerPage.goto(`/?alert=${draftId}&lang=sw`);
  const alert = farmerPage.locator('.message--pointed');
  await expect(alert).toContainText('Tahadhari ya mlipuko');
  await expect(alert).toContainText('Ng’oa mimea yenye michirizi leo.');
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await phone.close();
});
