import { act, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NESTED } from '../../../src/chat/chat-texts.ts';
import { ChatView } from '../../../src/chat/chat-view.tsx';
import { assistantMessage, userMessage } from '../../../src/conversation/chat-message.ts';
import { text } from '../../../src/conversation/message-parts.ts';
import { greetingMessage } from '../../../src/machines/assistant/assistant-greeting.ts';
import { withTodaysMenu } from '../../../src/machines/assistant/flow-catalogue.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../locales');
const readTexts = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as object;

/**
 * An i18next set up as the app's (src/app/i18n/setup-i18n.ts): each namespace fetched when first
 * needed. The first screen's texts answer at once; the others wait until the test lets them through.
 */
async function phoneTexts(language: string, here: string[]) {
  const asked: string[] = [];
  let letThrough: () => void = () => undefined;
  const later = new Promise<void>((resolve) => (letThrough = resolve));
  const i18n = createInstance();
  await i18n
    .use(
      resourcesToBackend(async (lng: string, namespace: string) => {
        asked.push(`${lng}/${namespace}`);
        if (!here.includes(namespace)) await later;
        return readTexts(lng, namespace);
      }),
    )
    .init({
      lng: language,
      fallbackLng: { default: ['en'], sw: [] },
      ns: here,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return { i18n, asked, letThrough };
}

describe('a flow’s texts', () => {
  it('come when it starts: its first message waits for them, and never shows a key or English', async () => {
    const { i18n, asked, letThrough } = await phoneTexts('sw', ['common', 'errors', 'assistant', 'chat']);
    const messages = [
      { ...greetingMessage('Wanjiru'), id: 'greeting' },
      userMessage('Hali ya hewa'),
      assistantMessage(text('weather:ask_place')),
    ];
    render(
      <I18nextProvider i18n={i18n}>
        <ChatView
          messages={messages}
          input={{ kind: 'place', label: { key: 'weather:ask_place' }, acceptsLocation: true }}
          busy={false}
          onText={() => undefined}
          onChoice={() => undefined}
        />
      </I18nextProvider>,
    );

    expect(screen.getByText(/^Habari Wanjiru!/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hali ya hewa' })).toBeInTheDocument();
    expect(screen.getAllByTestId('message-assistant')).toHaveLength(1);
    expect(screen.getByTestId('message-thinking')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/ask_place|weather:|Weather/);
    // The flow's own texts, those they nest and the place picker's, in Kiswahili only.
    expect(asked.filter((file) => !file.startsWith('sw/'))).toEqual([]);
    expect(asked).toEqual(expect.arrayContaining(['sw/weather', 'sw/calendar', 'sw/places']));

    await act(async () => letThrough());
    expect(await screen.findByText(/^Hali ya hewa ya wapi\?/)).toBeInTheDocument();
    expect(screen.queryByTestId('message-thinking')).toBeNull();
  });

  it('nest only the namespaces the chat fetches with them (NESTED)', () => {
    // The server's own texts (SMS and notices, src/server/i18n/server-translator.ts) never reach the chat.
    const serverOnly = ['messages.json', 'sms.json'];
    for (const language of readdirSync(localesDir)) {
      for (const file of readdirSync(path.join(localesDir, language)).filter(
        (name) => name.endsWith('.json') && !serverOnly.includes(name),
      )) {
        const namespace = file.replace('.json', '');
        const nested = [
          ...readFileSync(path.join(localesDir, language, file), 'utf8').matchAll(/\$t\((\w+):/g),
        ]
          .map((match) => match[1]!)
          .filter((name) => name !== namespace);
        for (const name of new Set(nested))
          expect(NESTED[namespace], `${language}/${file} nests ${name}`).toContain(name);
      }
    }
  });
});

describe('a kept transcript', () => {
  it('shows its menu in today’s words, the menu’s keys having moved to the assistant’s texts', () => {
    const kept = assistantMessage(text('assistant:greeting'), [
      { value: 'flow:weather', label: { key: 'weather:menu' } },
      { value: 'flow:history', label: { key: 'diagnosis:history_menu' }, more: true },
      { value: 'yes', label: { key: 'talk:yes' } },
    ]);
    expect(withTodaysMenu([kept])[0]!.quickReplies).toEqual([
      { value: 'flow:weather', label: { key: 'assistant:menu.weather' } },
      { value: 'flow:history', label: { key: 'assistant:menu.history' }, more: true },
      { value: 'yes', label: { key: 'talk:yes' } },
    ]);
  });
});
