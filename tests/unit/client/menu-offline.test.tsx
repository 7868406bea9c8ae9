import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteMenu } from '../../../src/app/shell/site-menu.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

// The settings' code cannot arrive: offline on a first visit, before the app was saved on the phone.
vi.mock('../../../src/app/shell/menu-settings.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: menu-settings.js');
});

beforeAll(() => setupTestI18n());

describe('the menu opened offline on a first visit', () => {
  it('says its settings need a connection, offers a retry, and keeps its links and the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <main>
          <h1>Sign in to Mimea</h1>
        </main>
        <SiteMenu />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Menu:/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your internet and try again.');
    expect(screen.getByRole('heading', { name: 'Sign in to Mimea' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Privacy/ })).toBeVisible();

    // Still offline: a retry tries again, and says so again rather than giving up the menu.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cookies' })).toBeVisible();
  });
});
