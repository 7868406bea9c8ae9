import type { APIRequestContext } from '@playwright/test';
import type { InsightsWeek } from '../../../src/contract/insights.ts';
import { E2E_STAFF } from './staff-account.ts';

/**
 * This week's figures as `/staff/insights` gets them. The whole run shares one server, and other
 * tests add checks of their own, so a test compares this before and after what it sends.
 */
export async function insightsThisWeek(request: APIRequestContext): Promise<InsightsWeek> {
  const login = await request.post('/api/v1/accounts/login/', {
    data: { username: E2E_STAFF.phone, password: E2E_STAFF.password },
  });
  const access = (await login.json()).access as string;
  const answer = await request.get('/api/v1/staff/insights/?weeks=1', {
    headers: { Authorization: `Bearer ${access}` },
  });
  return ((await answer.json()).weeks as InsightsWeek[])[0]!;
}
