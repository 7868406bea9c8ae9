import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PlacePicker } from '../../../src/chat/place-picker.tsx';
import { decodePlace } from '../../../src/language/picked-place.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

const county = (id: string, name: string) => ({
  id,
  name,
  iso_3166_2: 'KE',
  headquarters: name,
  centroid: { latitude: 0, longitude: 0 },
});
vi.mock('../../../src/api/places.ts', () => ({
  searchCounties: vi.fn(async (search: string) =>
    [county('016', 'Machakos'), county('032', 'Nakuru')].filter((c) =>
      c.name.toLowerCase().startsWith(search.toLowerCase()),
    ),
  ),
  searchSubcounties: vi.fn(async () => [{ id: '080', name: 'Mavoko', county_id: '016' }]),
  searchWards: vi.fn(async () => [{ id: '0398', name: 'Athi River', subcounty_id: '080', county_id: '016' }]),
}));

describe('the place picker', () => {
  beforeAll(() => setupTestI18n('en'));

  it('searches as the user types, then goes county → subcounty → ward', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<PlacePicker disabled={false} onSend={onSend} />);
    await user.type(screen.getByRole('combobox', { name: /County/ }), 'mach');
    await user.click(await screen.findByRole('option', { name: 'Machakos' }));
    expect(screen.getByRole('combobox', { name: /Subcounty in Machakos/ })).toHaveValue('');
    await user.click(await screen.findByRole('option', { name: 'Mavoko' }));
    await user.click(await screen.findByRole('option', { name: 'Athi River' }));
    const [value, shown] = onSend.mock.calls[0]!;
    expect(shown).toBe('Athi River, Mavoko, Machakos');
    expect(decodePlace(value)).toMatchObject({
      county_id: '016',
      subcounty_id: '080',
      ward_id: '0398',
      near: false,
    });
  });

  it('lets the county alone do, and picks with the keyboard', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<PlacePicker disabled={false} onSend={onSend} />);
    const box = screen.getByRole('combobox', { name: /County/ });
    await user.type(box, 'na');
    await screen.findByRole('option', { name: 'Nakuru' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Nakuru' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Use this' }));
    expect(onSend.mock.calls[0]![1]).toBe('Nakuru');
  });

  it('sends words it cannot match as typed, for the flow to search', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<PlacePicker disabled={false} onSend={onSend} />);
    await user.type(screen.getByRole('combobox', { name: /County/ }), 'Kaunti ya Murang{Enter}');
    expect(onSend).toHaveBeenCalledWith('Kaunti ya Murang', 'Kaunti ya Murang');
  });
});
