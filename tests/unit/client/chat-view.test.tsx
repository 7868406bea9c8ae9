import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assistantMessage, userMessage, type ChatMessage } from '../../../src/conversation/chat-message.ts';
import { ChatView } from '../../../src/chat/chat-view.tsx';
import { menuMessage } from '../../../src/machines/assistant/assistant-greeting.ts';
import { BACK, MENU } from '../../../src/conversation/flow-protocol.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());

const menu = [
  { value: 'flow:help', label: { key: 'assistant:menu.help' } },
  { value: 'flow:language', label: { key: 'assistant:menu.language' } },
];

function renderChat(messages: ChatMessage[], overrides: Partial<Parameters<typeof ChatView>[0]> = {}) {
  const onText = vi.fn();
  const onChoice = vi.fn();
  render(
    <ChatView
      messages={messages}
      input={null}
      busy={false}
      onText={onText}
      onChoice={onChoice}
      {...overrides}
    />,
  );
  return { onText, onChoice };
}

describe('back and menu, one tap away', () => {
  it('offers what the question does not, and sends it as a choice', async () => {
    const question = assistantMessage({ kind: 'text', text: { key: 'advice:ask_crop' } }, [
      { value: 'crop:maize', label: { key: 'advice:crop.maize' } },
      BACK,
    ]);
    const { onChoice } = renderChat([question], { steering: [BACK, MENU] });
    const steering = screen.getByRole('navigation', { name: 'Go back, or to the menu' });
    expect(
      within(steering)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Menu']);
    await userEvent.click(within(steering).getByRole('button', { name: 'Menu' }));
    expect(onChoice).toHaveBeenCalledWith('menu', 'Menu');
  });

  it('shows no row when nothing runs', () => {
    renderChat([assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } }, menu)]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the chat transcript', () => {
  it('renders user and assistant bubbles with their test ids', () => {
    renderChat([
      assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } }),
      userMessage('hello'),
    ]);
    expect(screen.getByTestId('message-assistant')).toHaveTextContent('I am Mimea');
    expect(screen.getByTestId('message-user')).toHaveTextContent('hello');
  });

  it('announces new messages politely through a log region', () => {
    renderChat([assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } })]);
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('re-renders the same transcript in Swahili when the language changes', async () => {
    renderChat([assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } })]);
    await act(() => i18next.changeLanguage('sw'));
    expect(screen.getByTestId('message-assistant')).toHaveTextContent('Mimi ni Mimea');
    await act(() => i18next.changeLanguage('en'));
  });

  it('renders markdown in assistant messages once the renderer has loaded', async () => {
    renderChat([assistantMessage({ kind: 'markdown', text: { key: 'assistant:help.what_i_do' } })]);
    expect(await screen.findByText('Mimea', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says in the help answer what the chat does now, with nothing promised as "coming"', async () => {
    renderChat([assistantMessage({ kind: 'markdown', text: { key: 'assistant:help.what_i_do' } })]);
    const answer = screen.getByTestId('message-assistant');
    for (const skill of ['Check a sick plant', 'Give advice', 'when to plant', 'weather', 'agronomist']) {
      expect(answer).toHaveTextContent(new RegExp(skill, 'i'));
    }
    expect(answer).not.toHaveTextContent(/coming/i);
    await act(() => i18next.changeLanguage('sw'));
    expect(screen.getByTestId('message-assistant')).toHaveTextContent('kukagua mmea mgonjwa');
    expect(screen.getByTestId('message-assistant')).not.toHaveTextContent(/yanakuja/i);
    await act(() => i18next.changeLanguage('en'));
  });

  it('shows a thinking bubble while busy and disables the composer', () => {
    renderChat([assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } })], { busy: true });
    expect(screen.getByTestId('message-thinking')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('quick replies', () => {
  it('are real, numbered buttons that send their value', async () => {
    const { onChoice } = renderChat([
      assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } }, menu),
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Change language/ }));
    expect(onChoice).toHaveBeenCalledWith('flow:language', 'Change language');
  });

  it('show the main menu’s five tasks, with the rest under “Zaidi” numbered on from them', async () => {
    await act(() => i18next.changeLanguage('sw'));
    const { onChoice } = renderChat([menuMessage('assistant:greeting')]);
    const shown = screen.getAllByRole('button').filter((button) => !button.closest('details'));
    expect(shown.map((button) => button.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^1Piga picha/), expect.stringMatching(/^5/)]),
    );
    const fold = screen.getByText('Zaidi');
    expect(fold.tagName).toBe('SUMMARY');
    await userEvent.click(fold);
    await userEvent.click(screen.getByRole('button', { name: /Mashamba yangu/ }));
    expect(onChoice).toHaveBeenCalledWith('flow:my_farms', 'Mashamba yangu');
    expect(screen.getByRole('button', { name: /Mashamba yangu/ }).textContent).toMatch(/^7/);
    await act(() => i18next.changeLanguage('en'));
  });

  it('leave a typed number to the conversation, sent as typed', async () => {
    const { onChoice, onText } = renderChat([
      assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } }, menu),
    ]);
    await userEvent.type(screen.getByRole('textbox'), '2{Enter}');
    await waitFor(() => expect(onText).toHaveBeenCalledWith('2', '2'));
    expect(onChoice).not.toHaveBeenCalled();
  });

  it('fold away once answered, and stay usable on older messages when they are lasting, like the menu', () => {
    renderChat(
      [
        assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } }, [
          ...menu,
          { value: 'once', label: { key: 'assistant:start_over.no' } },
        ]),
        assistantMessage({ kind: 'text', text: { key: 'assistant:anything_else' } }),
      ],
      { isLasting: (value) => value.startsWith('flow:') },
    );
    expect(screen.getByRole('button', { name: /What can you do/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /No, keep it/ })).toBeNull();
  });
});

describe('the composer', () => {
  it('validates as the user types and sends nothing invalid', async () => {
    const { onText } = renderChat(
      [assistantMessage({ kind: 'text', text: { key: 'auth:login.ask_username' } })],
      {
        input: { kind: 'phone', label: { key: 'auth:fields.phone_number' } },
      },
    );
    const box = screen.getByLabelText('Phone number');
    // The checks are fetched once something is typed, so the first verdict may take a moment.
    await userEvent.type(box, '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a Kenyan phone number');
    expect(onText).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '0712 345 678{Enter}');
    await waitFor(() => expect(onText).toHaveBeenCalledWith('0712 345 678', '0712 345 678'));
  });

  it('keeps passwords masked, never echoes them, and empties the box once sent', async () => {
    const { onText } = renderChat(
      [assistantMessage({ kind: 'text', text: { key: 'auth:login.ask_password' } })],
      {
        input: { kind: 'password', label: { key: 'auth:fields.password' } },
      },
    );
    const box = screen.getByLabelText('Password');
    expect(box).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
    await userEvent.type(box, 'secret words{Enter}');
    await waitFor(() => expect(onText).toHaveBeenCalledWith('secret words', '••••••••'));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('type', 'password');
  });
});

describe('read aloud', () => {
  it('puts a speaker button on assistant messages when the browser can speak', () => {
    const speak = vi.fn();
    Object.assign(window, {
      speechSynthesis: { speak, cancel: vi.fn(), getVoices: () => [] },
      SpeechSynthesisUtterance: class {
        constructor(public text: string) {}
      },
    });
    renderChat([assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } }), userMessage('hi')]);
    expect(screen.getAllByTestId('read-aloud')).toHaveLength(1);
    Reflect.deleteProperty(window, 'speechSynthesis');
    Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
  });

  it('is absent where the browser has no speech synthesis', () => {
    renderChat([assistantMessage({ kind: 'text', text: { key: 'assistant:greeting' } })]);
    expect(screen.queryByTestId('read-aloud')).not.toBeInTheDocument();
  });
});
