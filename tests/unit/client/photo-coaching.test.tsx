import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PhotoInput } from '../../../src/chat/photo-input.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());

describe('the photo composer before the first photo', () => {
  it('shows one picture and one line on how to take the photo, named for screen readers', () => {
    render(
      <PhotoInput
        request={{ kind: 'photo', label: { key: 'diagnosis:ask_photos' } }}
        disabled={false}
        onPhotos={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: /leaf filling the screen/ })).toBeInTheDocument();
    expect(
      screen.getByText('One sick leaf filling the screen, in daylight. Hold it on your palm.'),
    ).toBeVisible();
  });
});
