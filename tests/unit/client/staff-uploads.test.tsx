import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchUploadJob, uploadCsv } from '../../../src/api/uploads.ts';
import { StaffUploads } from '../../../src/app/routes/staff/staff-uploads.tsx';
import { renderStaffWorkspace } from './render-staff-workspace.tsx';
import type { UploadJob } from '../../../src/contract/upload.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/uploads.ts', () => ({
  uploadCsv: vi.fn(),
  fetchUploadJob: vi.fn(),
  templateUrl: (kind: string) => `/api/v1/upload/${kind}/template/`,
}));

const csv = (text: string, name = 'farmers.csv') => new File([text], name, { type: 'text/csv' });
const job = (changes: Partial<UploadJob>): UploadJob => ({
  id: '6f1c2b1e-4a5d-4c3b-9e8f-0a1b2c3d4e5f',
  kind: 'farmer',
  state: 'running',
  rows: 6000,
  processed: 3000,
  dry_run: true,
  result: null,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:01Z',
  ...changes,
});

beforeAll(async () => {
  await setupTestI18n('en');
});
beforeEach(() => {
  vi.mocked(uploadCsv).mockReset();
  vi.mocked(fetchUploadJob).mockReset();
});

const dropZone = () => screen.getByLabelText('Choose or drop a CSV file of Farmers');

describe('the staff uploads page', () => {
  it('is the data manager’s only tab, and nobody else’s', () => {
    const { unmount } = renderStaffWorkspace('data_manager');
    expect(screen.getByRole('button', { name: 'Uploads' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Callbacks' })).not.toBeInTheDocument();
    unmount();
    renderStaffWorkspace('staff');
    expect(screen.queryByRole('button', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('offers each kind’s template with its header row', async () => {
    const user = userEvent.setup();
    render(<StaffUploads />);
    expect(screen.getByRole('link', { name: 'Download the Farmers template (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/upload/farmer/template/',
    );
    await user.selectOptions(screen.getByLabelText('What the file holds'), 'crop/variety');
    expect(screen.getByRole('link', { name: /Crop varieties template/ })).toHaveAttribute(
      'href',
      '/api/v1/upload/crop/variety/template/',
    );
    expect(screen.getByText(/crop, name, maturity_days_min/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('What the file holds'), 'pest');
    expect(screen.getByRole('link', { name: /Pests and diseases template/ })).toHaveAttribute(
      'href',
      '/api/v1/upload/pest/template/',
    );
    expect(screen.getByText(/slug, common_name, name_sw, organism_type/)).toBeInTheDocument();
  });

  it('checks a dropped file, lists every bad row, and imports the fixed file only on request', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadCsv)
      .mockResolvedValueOnce({
        kind: 'result',
        result: {
          created: 0,
          updated: 0,
          unchanged: 0,
          errors: [
            { row: 3, field: 'phone_number', value: '0712', detail: 'Enter a Kenyan phone number.' },
            { row: 5, field: null, value: null, detail: 'This row has 3 cells; the header has 7.' },
          ],
          encoding: 'utf-8',
        },
      })
      .mockResolvedValueOnce({
        kind: 'result',
        result: { created: 2, updated: 0, unchanged: 0, errors: [], encoding: 'utf-8' },
      })
      .mockResolvedValueOnce({
        kind: 'result',
        result: { created: 2, updated: 0, unchanged: 0, errors: [], encoding: 'utf-8' },
      });
    render(<StaffUploads />);
    const input = dropZone().querySelector('input')!;

    await user.upload(input, csv('bad'));
    expect(
      await screen.findByText('2 problems in the file. Nothing was saved: fix them and drop the file again.'),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'RowColumnValue receivedProblem',
      '3phone_number0712Enter a Kenyan phone number.',
      '5(whole row)This row has 3 cells; the header has 7.',
    ]);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(vi.mocked(uploadCsv).mock.calls[0]).toEqual(['farmer', expect.any(File), true]);

    const fixed = csv('good', 'farmers-fixed.csv');
    await user.upload(input, fixed);
    expect(await screen.findByText(/The file is correct: 2 new/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 2 new, 0 updated, 0 unchanged.')).toBeInTheDocument();
    expect(vi.mocked(uploadCsv)).toHaveBeenLastCalledWith('farmer', fixed, false);
  });

  it('follows a large file’s background check with a progress bar until its report', async () => {
    vi.mocked(uploadCsv).mockResolvedValueOnce({ kind: 'job', job: job({}) });
    vi.mocked(fetchUploadJob).mockResolvedValueOnce(
      job({
        state: 'done',
        processed: 6000,
        result: { created: 6000, updated: 0, unchanged: 0, errors: [], encoding: 'utf-8' },
      }),
    );
    const user = userEvent.setup();
    render(<StaffUploads />);
    await user.upload(dropZone().querySelector('input')!, csv('many'));
    expect(await screen.findByLabelText('Rows done: 3000 of 6000')).toHaveAttribute('value', '3000');
    await waitFor(() => expect(screen.getByText(/The file is correct: 6000 new/)).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('refuses a file that is not CSV, with a reason', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<StaffUploads />);
    await user.upload(
      dropZone().querySelector('input')!,
      new File(['x'], 'photo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose one CSV file (.csv).');
    expect(uploadCsv).not.toHaveBeenCalled();
  });
});
