import { expect, test } from './support/fixtures.ts';
import { insightsThisWeek } from './support/insights-week.ts';
import { signInAtDesk } from './support/staff-desk.ts';

test('/staff/insights shows the week’s figures as bars and in a table, and passes axe', async ({
  page,
  request,
  expectAccessible,
}) => {
  // Two answered checks of someone who chose "also help us improve": one sure, one "not sure".
  const before = await insightsThisWeek(request);
  const at = new Date().toISOString();
  const sent = await request.post('/api/v1/analytics/events/', {
    headers: { cookie: 'mimea_consent=improve' },
    data: {
      session: null,
      kiosk: true,
      language: 'sw',
      events: [
        { at, name: 'verdict', verdict: 'confident' },
        { at, name: 'verdict', verdict: 'not_sure' },
        { at, name: 'first_answer', taps: 4 },
      ],
    },
  });
  expect(sent.status()).toBe(204);

  await signInAtDesk(page, '/staff/insights?lang=en');
  await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Insights' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'The last 12 weeks, this week last' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(
    table.getByRole('columnheader', { name: 'Community questions answered within 24 h' }),
  ).toBeVisible();
  // The week gained exactly these two checks, in Kiswahili; other tests of the run add their own.
  const week = await insightsThisWeek(request);
  expect([week.checks, week.languages.sw]).toEqual([before.checks + 2, before.languages.sw + 2]);
  // This week, last: the share "not sure" and the median taps as the API gives them.
  const thisWeek = table.getByRole('row').last();
  await expect(thisWeek).toContainText(
    new Intl.NumberFormat('en', { style: 'percent' }).format(week.not_sure_share!),
  );
  await expect(thisWeek.getByRole('cell').nth(3)).toHaveText(String(week.median_taps_to_answer));
  await expect(page.locator('.insight-bars')).toHaveCount(8);
  await expectAccessible();
});
