import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { E2E_STAFF } from './support/staff-account.ts';
import { bookWithPhotos, farmerAccount, signInAtDesk } from './support/staff-desk.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const PHOTO = 'tests/fixtures/ml/photos/maize__gray_leaf_spot/0094924eb6d0bad5fe0c6cae932393da7330279b.jpg';
/** Port Reitz ward (0001), Mombasa County (001). */
const WARD = '0001';

/** A fresh access token of the agronomist: the e2e server's last only seconds. */
async function staffAccess(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/accounts/login/', {
    data: { username: E2E_STAFF.phone, password: E2E_STAFF.password },
  });
  return (await login.json()).access as string;
}

/**
 * A farmer with a farm in the ward saves a maize check, books an agronomist with its photo, and the
 * agronomist confirms maize streak virus: the quickest real path to one confirmed case.
 */
async function confirmedCase(request: APIRequestContext) {
  const farmer = await farmerAccount(request);
  const farm = await request.post('/api/v1/farm/', {
    headers: { authorization: `Bearer ${await farmer.access()}` },
    data: { name: 'Shamba', ward: WARD },
  });
  expect(farm.ok(), await farm.text()).toBe(true);
  const diagnosis = await request.post('/api/v1/diagnosis/', {
    headers: { authorization: `Bearer ${await farmer.access()}` },
    data: { crop: 'maize', farm: (await farm.json()).id },
  });
  expect(diagnosis.ok(), await diagnosis.text()).toBe(true);
  const booked = await bookWithPhotos(request, {
    photos: [PHOTO],
    farmer,
    diagnosisId: (await diagnosis.json()).id,
  });
  const review = await request.post(`/api/v1/staff/callbacks/${booked.id}/review/`, {
    headers: { authorization: `Bearer ${await staffAccess(request)}` },
    data: { label: 'maize__streak_virus' },
  });
  expect(review.status(), await review.text()).toBe(201);
}

test('three confirmed cases colour their ward on the outbreak map, and the table says the same', async ({
  page,
  request,
  expectAccessible,
}) => {
  for (let farm = 0; farm < 3; farm += 1) await confirmedCase(request);

  await signInAtDesk(page, '/staff/outbreaks?lang=en');
  await expect(page.getByRole('heading', { name: 'Outbreak map' })).toBeVisible();
  await page.getByLabel('Disease or pest').selectOption({ label: 'Maize streak virus' });

  // Kenya by county: Mombasa holds the three cases from three farms.
  const counties = page.getByRole('table', { name: /^Confirmed cases, All of Kenya/ });
  await expect(counties.getByRole('row', { name: /^Mombasa / })).toHaveText(/Mombasa\s*3\s*3/);
  await expect(page.locator('.outbreak-map path[data-area="001"]')).toHaveClass(/outbreak-area--1/);

  // The county's wards: Port Reitz is coloured in the 3–9 class, its neighbours plain.
  await counties.getByRole('button', { name: 'Mombasa' }).click();
  await expect(page).toHaveURL(/county=001/);
  const wards = page.getByRole('table', { name: /^Confirmed cases, Mombasa County/ });
  await expect(wards.getByRole('row', { name: /^Port Reitz / })).toHaveText(/Port Reitz\s*3\s*3/);
  await expect(page.locator(`.outbreak-map path[data-area="${WARD}"]`)).toHaveClass(/outbreak-area--1/);
  await expect(page.locator('.outbreak-map path[data-area="0002"]')).toHaveClass(/outbreak-area--none/);
  await expect(page.getByText('3–9', { exact: true })).toBeVisible();

  // Its history: eight weeks, the last with the three cases.
  await wards.getByRole('button', { name: 'Port Reitz' }).click();
  const history = page.getByRole('region', { name: 'Port Reitz: the last 8 weeks' });
  await expect(history.getByRole('row')).toHaveCount(9);
  await expect(history.getByRole('row').last()).toHaveText(/3$/);
  await expectAccessible();

  // A week back there is nothing confirmed.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByText('No confirmed cases in this week.')).toBeVisible();
  await expect(page.locator(`.outbreak-map path[data-area="${WARD}"]`)).toHaveClass(/outbreak-area--none/);
});
