import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PhotoInput } from '../../../src/chat/photo-input.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());

const request = { kind: 'photo' as const, label: { key: 'diagnosis:ask_photos' } };

/** A phone's screen: a finger, not a mouse. */
function touchScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }));
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
}

afterEach(() => vi.unstubAllGlobals());

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

  it('on a phone, offers the camera and the gallery only: no drag hint, no second camera button', () => {
    touchScreen();
    render(<PhotoInput request={request} disabled={false} onPhotos={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Take a photo/ })).toBeVisible();
    expect(screen.getByText('Up to 3 photos.')).toBeVisible();
    expect(screen.queryByText(/drag/)).toBeNull();
    expect(screen.queryByRole('button', { name: "Use this device's camera" })).toBeNull();
  });

  it('on a computer, keeps the drag hint and the webcam', () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
    render(<PhotoInput request={request} disabled={false} onPhotos={vi.fn()} />);
    expect(screen.getByText(/drag photos here/)).toBeVisible();
    expect(screen.getByRole('button', { name: "Use this device's camera" })).toBeVisible();
  });
});
