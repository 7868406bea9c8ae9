import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { StaffTextForm } from '../../../src/app/routes/staff/staff-text-form.tsx';
import { forgetStaffDrafts } from '../../../src/app/routes/staff/use-staff-draft.ts';
import { CallbackCard } from '../../../src/chat/cards/callback-card.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(async () => {
  await setupTestI18n('en');
});

describe('the staff answer form', () => {
  it('counts SMS as phones bill them, and keeps the text when sending fails', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValueOnce(Object.assign(new Error('offline'), { isAxiosError: true }));
    render(<StaffTextForm kind="answer" draftKey="booking-1:answer" onSubmit={send} />);
    const box = screen.getByLabelText('Answer the farmer by SMS');
    await user.type(box, 'x'.repeat(161));
    expect(screen.getByText(/161 characters, 2 SMS/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send SMS answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
    expect(box).toHaveValue('x'.repeat(161));
  });

  it('keeps what was typed through a reload, per booking, until it is sent', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue(undefined);
    const { unmount } = render(<StaffTextForm kind="answer" draftKey="booking-1:answer" onSubmit={send} />);
    await user.type(screen.getByLabelText('Answer the farmer by SMS'), 'Spray in the evening');
    unmount();

    // The page comes back (a reload draws it afresh): the draft is there, and only on its own booking.
    const { unmount: leave } = render(
      <StaffTextForm kind="answer" draftKey="booking-2:answer" onSubmit={send} />,
    );
    expect(screen.getByLabelText('Answer the farmer by SMS')).toHaveValue('');
    leave();
    render(<StaffTextForm kind="answer" draftKey="booking-1:answer" onSubmit={send} />);
    const box = screen.getByLabelText('Answer the farmer by SMS');
    expect(box).toHaveValue('Spray in the evening');

    await user.click(screen.getByRole('button', { name: 'Send SMS answer' }));
    expect(send).toHaveBeenCalledWith('Spray in the evening');
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('forgets every draft when staff sign out, for the next person at the desk', async () => {
    const user = userEvent.setup();
    render(<StaffTextForm kind="note" draftKey="booking-1:note" onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Note for colleagues'), 'Farmer prefers mornings');
    sessionStorage.setItem('unrelated', 'kept');
    expect(Object.keys(sessionStorage)).toHaveLength(2);
    forgetStaffDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['unrelated']);
  });
});

describe('the callback card', () => {
  it('reads the booking back in the chat’s language, with when we call and the attached case', async () => {
    const i18n = await setupTestI18n('sw');
    render(
      <CallbackCard
        data={{
          reference: 'MIM-4F7K2',
          status: 'new',
          name: 'Wanjiru Mwangi',
          phone: '+254712345678',
          channel: 'sms',
          language: 'sw',
          topic: 'crop_problem',
          slot: '2026-11-24T07:00:00.000Z',
          case: {
            crop: 'beans',
            finding: { label: 'Bean rust', confidence: 0.42, unsure: true },
            photo_ids: ['5d0f3c1e-8a2b-4c6d-9e7f-0a1b2c3d4e5f'],
          },
        }}
      />,
    );
    // Not "· mpya": the farmer reads when we will be in touch.
    expect(
      screen.getByText('Miadi MIM-4F7K2 · tutakutumia SMS Jumanne, 24 Novemba, saa nne asubuhi'),
    ).toBeInTheDocument();
    expect(screen.getByText('Jumanne, 24 Novemba, saa nne asubuhi')).toBeInTheDocument();
    // Words, never a percentage, and the photo's way said plainly.
    expect(screen.getByText('Ukaguzi wa kwanza, bila uhakika: Bean rust')).toBeInTheDocument();
    expect(screen.getByText('Picha yako itatumwa kwa mtaalamu')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/asilimia|%/);
    await i18n.changeLanguage('en');
  });
});
