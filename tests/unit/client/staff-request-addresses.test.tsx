import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchEngagement, fetchEngagements } from '../../../src/api/staff.ts';
import type { StaffEngagement } from '../../../src/contract/staff.ts';
import { renderStaffWorkspace } from './render-staff-workspace.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/staff.ts', () => ({
  fetchEngagement: vi.fn(),
  fetchEngagements: vi.fn(),
  fetchQueue: vi.fn(() => new Promise(() => undefined)),
}));

const enquiry: StaffEngagement = {
  id: '3d9c0b1a-2e4f-4a6b-8c7d-9e0f1a2b3c4d',
  reference: 'MIM-E4K9T',
  kind: 'enquiry',
  name: 'Otieno Ouma',
  phone_number: null,
  email: 'otieno@example.com',
  language: 'en',
  details: { message: 'Do you deliver to Kisumu?' },
  status: 'new',
  created_at: '2026-11-20T07:00:00.000Z',
  retain_until: null,
};

beforeAll(async () => {
  await setupTestI18n('en');
});

describe('the requests have addresses', () => {
  it('keeps the kind and page in the address, and links each request to its own', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchEngagements).mockResolvedValue({
      count: 41,
      next: 'x',
      previous: 'y',
      results: [enquiry],
    });
    renderStaffWorkspace('staff', '/staff/requests?kind=enquiry&page=2');
    expect(await screen.findByText('41 requests · page 2')).toBeInTheDocument();
    expect(fetchEngagements).toHaveBeenLastCalledWith('enquiry', 2);
    expect(screen.getByLabelText('Kind')).toHaveValue('enquiry');
    expect(screen.getByRole('link', { name: 'MIM-E4K9T' })).toHaveAttribute(
      'href',
      `/staff/requests/${enquiry.id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('41 requests · page 3')).toBeInTheDocument();
    expect(fetchEngagements).toHaveBeenLastCalledWith('enquiry', 3);
  });

  it('opens one request at its address, with its status buttons and the way back', async () => {
    vi.mocked(fetchEngagement).mockResolvedValueOnce(enquiry);
    renderStaffWorkspace('staff', `/staff/requests/${enquiry.id}`);
    expect(await screen.findByRole('heading', { name: 'MIM-E4K9T' })).toBeInTheDocument();
    expect(fetchEngagement).toHaveBeenCalledWith(enquiry.id);
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Back to the requests' })).toHaveAttribute(
      'href',
      '/staff/requests',
    );
  });

  it('says so when no request has the address', async () => {
    vi.mocked(fetchEngagement).mockRejectedValueOnce(
      Object.assign(new Error('HTTP 404'), {
        isAxiosError: true,
        response: { status: 404, data: { detail: 'Not found.', code: 'not_found' }, headers: {} },
      }),
    );
    renderStaffWorkspace('staff', '/staff/requests/3d9c0b1a-2e4f-4a6b-8c7d-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('No request has this address.');
  });
});
