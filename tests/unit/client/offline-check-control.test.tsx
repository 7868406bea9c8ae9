import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineCheckControl } from '../../../src/app/routes/offline-check-control.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

const { offlineCheckState, downloadForOffline } = vi.hoisted(() => ({
  offlineCheckState: vi.fn(),
  downloadForOffline: vi.fn(),
}));
vi.mock('../../../src/api/offline-files.ts', () => ({ offlineCheckState, downloadForOffline }));

beforeAll(() => setupTestI18n());
beforeEach(() => {
  offlineCheckState.mockReset().mockResolvedValue({ ready: false, bytes: 21_728_412 });
  downloadForOffline.mockReset();
});

const inSettings = (open: boolean) => (
  <details open={open}>
    <summary>Settings and account</summary>
    <OfflineCheckControl />
  </details>
);

describe('"Download for offline use" in the settings', () => {
  it('shows the size, downloads, and then says the check works without internet', async () => {
    downloadForOffline.mockResolvedValue({ ready: true, bytes: 21_728_412 });
    render(inSettings(true));
    const button = await screen.findByRole('button', { name: 'Download for offline use (21.7 MB)' });
    await userEvent.click(button);
    expect(await screen.findByText(/^Ready on this phone \(21\.7 MB\)/)).toBeVisible();
  });

  it('says when the download did not finish, and lets the farmer try again', async () => {
    downloadForOffline.mockRejectedValue(new Error('network'));
    render(inSettings(true));
    await userEvent.click(await screen.findByRole('button', { name: /^Download for offline use/ }));
    expect(await screen.findByText(/The download did not finish/)).toBeVisible();
    expect(screen.getByRole('button', { name: /^Download for offline use/ })).toBeEnabled();
  });

  it('asks for the sizes only when the settings are opened', async () => {
    const { container } = render(inSettings(false));
    expect(offlineCheckState).not.toHaveBeenCalled();
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await screen.findByRole('button', { name: 'Download for offline use (21.7 MB)' });
    expect(offlineCheckState).toHaveBeenCalledTimes(1);
  });
});
