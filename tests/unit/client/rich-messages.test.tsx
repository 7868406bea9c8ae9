import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  assistantMessage,
  userBody,
  userMessage,
  type ChatMessage,
  type InputRequest,
} from '../../../src/conversation/chat-message.ts';
import { ChatView } from '../../../src/chat/chat-view.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());
afterEach(() => vi.unstubAllGlobals());

const placeQuestion: InputRequest = {
  kind: 'text',
  label: { key: 'chat:composer_label' },
  acceptsLocation: true,
};

function renderChat(messages: ChatMessage[], props: Partial<Parameters<typeof ChatView>[0]> = {}) {
  const onLocation = vi.fn();
  render(
    <ChatView
      messages={messages}
      input={null}
      busy={false}
      onText={vi.fn()}
      onChoice={vi.fn()}
      onLocation={onLocation}
      {...props}
    />,
  );
  return { onLocation };
}

describe('photos and cards in the transcript', () => {
  it('shows a photo with its alternative text', () => {
    renderChat([userBody({ kind: 'photo', src: 'data:image/jpeg;base64,AA==', alt: { key: 'chat:back' } })]);
    expect(screen.getByRole('img', { name: 'Go back' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AA==',
    );
  });

  it('draws a shared location as a card that says "near" the county, never an address', async () => {
    renderChat([
      userBody({
        kind: 'card',
        card: 'location',
        data: { latitude: -0.3031, longitude: 36.08, near: 'Nakuru' },
      }),
    ]);
    const bubble = screen.getByTestId('message-user');
    // Each card's code arrives the first time one is shown.
    await waitFor(() => expect(bubble).toHaveTextContent('Near Nakuru'));
    expect(bubble).toHaveTextContent('-0.303, 36.080');
  });

  it('gives cards from the assistant a speaker button too', () => {
    vi.stubGlobal('speechSynthesis', { getVoices: () => [], speak: vi.fn(), cancel: vi.fn() });
    vi.stubGlobal('SpeechSynthesisUtterance', class {});
    renderChat([assistantMessage({ kind: 'card', card: 'location', data: { latitude: 1, longitude: 2 } })]);
    expect(screen.getByTestId('read-aloud')).toBeInTheDocument();
  });
});

describe("delivery of the user's last message", () => {
  it('reads "sending" while the assistant works on it', () => {
    renderChat([userMessage('hali ya hewa')], { busy: true });
    expect(screen.getByTestId('delivery-sending')).toHaveTextContent('Sending');
  });

  it('reads "waiting for the network" while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderChat([userMessage('hali ya hewa')], { busy: true });
    expect(screen.getByTestId('delivery-queued')).toHaveTextContent('Waiting for the network');
    vi.restoreAllMocks();
  });
});

describe('use my location', () => {
  it('is offered only when the question is about a place', () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: vi.fn() } });
    renderChat([assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } })]);
    expect(screen.queryByRole('button', { name: /Use my location/ })).not.toBeInTheDocument();
  });

  it('sends the position the browser gives', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: -1.28, longitude: 36.82, accuracy: 40.4 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { onLocation } = renderChat([], { input: placeQuestion });
    await userEvent.click(await screen.findByRole('button', { name: /Use my location/ }));
    expect(onLocation).toHaveBeenCalledWith({ latitude: -1.28, longitude: 36.82, accuracy_m: 40 });
  });

  it('explains a refusal and keeps the typed answer possible', async () => {
    const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { onLocation } = renderChat([], { input: placeQuestion });
    await userEvent.click(await screen.findByRole('button', { name: /Use my location/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the name of your county');
    expect(screen.getByRole('textbox')).toBeEnabled();
    expect(onLocation).not.toHaveBeenCalled();
  });
});
