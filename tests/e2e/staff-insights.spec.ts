import { expect, test } from './support/fixtures.ts';
import { signInAtDesk } from './support/staff-desk.ts';

test('/staff/insights shows the week’s figures as bars and in a table, and passes axe', async ({
  page,
  request,
  expectAccessible,
}) => {
  // Two answered checks of someone who chose "also help us improve": one sure, one "not sure".
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
  // This week, last: checks, the share "not sure", the median taps, the Kiswahili checks.
  const thisWeek = table.getByRole('row').last();
  await expect(thisWeek).toContainText('50%');
  await expect(thisWeek.getByRole('cell').nth(3)).toHaveText('4');
  await expect(page.locator('.insight-bars')).toHaveCount(8);
  await expectAccessible();
});
