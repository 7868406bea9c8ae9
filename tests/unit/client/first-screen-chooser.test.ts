import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../src/api/session-store.ts';
import { APP_DRAWN_EVENT } from '../../../src/app/first-screen.ts';
import {
  noteConversationStored,
  STORED_CONVERSATION_PREFIX,
} from '../../../src/chat/stored-conversation-hint.ts';

// The inline script of the pages drawn at build time, run as the browser runs it: on the page itself.
const chooser = readFileSync(path.resolve('scripts/first-screens/choose-first-screen.js'), 'utf8');

const settings = {
  languages: ['en', 'sw'],
  languageKey: 'mimea.language',
  kioskKey: 'mimea.kiosk',
  sessionKey: 'access_token',
  consentCookie: 'mimea_consent',
  consentValues: ['necessary', 'improve'],
  utcOffsetMinutes: 180,
  clearWhenSignedIn: true,
  appDrawnEvent: APP_DRAWN_EVENT,
  entry: '/assets/index-test.js',
  route: {
    modules: ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js'],
    styles: [],
    texts: { en: ['/assets/texts-en.js'], sw: ['/assets/texts-sw.js'] },
    idle: [],
  },
  routeNeedsSignIn: false,
};

const drawing = (language: string) =>
  `<h1>${language === 'en' ? 'Sign in to Mimea' : 'Ingia kwenye Mimea'}</h1>` +
  `<p><time class="bubble__time" datetime="2020-01-01T00:00:00Z">00:00</time></p>` +
  `<button type="button" id="choice-${language}">${language}</button><input type="text">` +
  `<section data-testid="cookie-consent">Cookies</section>`;

function openPage(url = '/auth') {
  window.history.replaceState(null, '', url);
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<div id="root">${drawing('en')}</div><template id="first-screen-sw">${drawing('sw')}</template>` +
    `<script type="application/json" id="first-screen-settings">${JSON.stringify(settings)}</script>`;
  new Function(chooser)();
  return document.getElementById('root')!;
}

// Each page's script loads the app after a frame and holds taps until told: let both finish.
afterEach(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 100));
  window.dispatchEvent(new Event(APP_DRAWN_EVENT));
  document.cookie = 'mimea_consent=; max-age=0';
});

describe('the first screen’s inline script', () => {
  it('keeps the English drawing for an English phone and sets every message’s clock to Nairobi’s now', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T05:07:00Z'));
    const root = openPage();
    expect(root.querySelector('h1')?.textContent).toBe('Sign in to Mimea');
    expect(document.documentElement.lang).toBe('en');
    expect(root.querySelector('time')?.textContent).toBe('08:07');
    expect(root.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T05:07:00.000Z');
  });

  it('shows the Kiswahili drawing for ?lang=sw or a stored choice, as the app will', () => {
    expect(openPage('/auth?lang=sw').querySelector('h1')?.textContent).toBe('Ingia kwenye Mimea');
    expect(document.documentElement.lang).toBe('sw');
    localStorage.setItem('mimea.language', 'sw-KE');
    expect(openPage().querySelector('h1')?.textContent).toBe('Ingia kwenye Mimea');
  });

  it('draws nothing on a kiosk tablet or, on /auth, for someone signed in', () => {
    expect(openPage('/auth?kiosk=1').childElementCount).toBe(0);
    localStorage.setItem('access_token', 'token');
    expect(openPage().childElementCount).toBe(0);
  });

  it('leaves the cookie notice out once it has been read', () => {
    expect(openPage().querySelector('[data-testid="cookie-consent"]')).not.toBeNull();
    document.cookie = 'mimea_consent=necessary';
    expect(openPage().querySelector('[data-testid="cookie-consent"]')).toBeNull();
    document.cookie = 'mimea_consent=improve';
    expect(openPage().querySelector('[data-testid="cookie-consent"]')).toBeNull();
    document.cookie = 'mimea_consent=all';
    expect(openPage().querySelector('[data-testid="cookie-consent"]')).not.toBeNull();
  });

  it('holds taps and typing until the app has taken the drawing over, then taps again', () => {
    const root = openPage();
    const tapped = vi.fn();
    const button = root.querySelector('button')!;
    button.addEventListener('click', tapped);
    button.click();
    expect(tapped).not.toHaveBeenCalled();
    expect(root.querySelector('input')?.readOnly).toBe(true);
    window.dispatchEvent(new Event(APP_DRAWN_EVENT));
    expect(tapped).toHaveBeenCalledTimes(1);
    expect(root.querySelector('input')?.readOnly).toBe(false);
    button.click();
    expect(tapped).toHaveBeenCalledTimes(2);
  });

  it('keeps a held tap until the app has drawn its button anew and enabled it', async () => {
    const root = openPage();
    root.querySelector('button')!.click();
    // The app draws the page anew, its buttons disabled until its conversation has started.
    root.innerHTML = '<button type="button" disabled>en</button>';
    const redrawn = root.querySelector('button')!;
    const tapped = vi.fn();
    redrawn.addEventListener('click', tapped);
    window.dispatchEvent(new Event(APP_DRAWN_EVENT));
    expect(tapped).not.toHaveBeenCalled();
    redrawn.disabled = false;
    await vi.waitFor(() => expect(tapped).toHaveBeenCalledTimes(1));
  });

  it('fetches the app’s code and the route’s code and texts in the visitor’s language after the drawing is up', async () => {
    openPage('/auth?lang=sw');
    await vi.waitFor(() =>
      expect(
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        ),
      ).toEqual([...settings.route.modules, '/assets/texts-sw.js']),
    );
    const script = document.head.querySelector('script[type="module"]');
    expect(script?.getAttribute('src')).toBe(settings.entry);
  });

  it('fetches the code the route starts later once the app has drawn the page, without running it', async () => {
    const route = {
      modules: ['/assets/route.js'],
      styles: [],
      texts: { en: [] },
      idle: ['/assets/later.js'],
    };
    window.history.replaceState(null, '', '/auth');
    document.head.innerHTML = '';
    document.body.innerHTML =
      `<div id="root"></div>` +
      `<script type="application/json" id="first-screen-settings">${JSON.stringify({ ...settings, route, routeNeedsSignIn: false })}</script>`;
    new Function(chooser)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    window.dispatchEvent(new Event(APP_DRAWN_EVENT));
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('href')).toBe(
        '/assets/later.js',
      ),
    );
    expect(document.head.querySelector('script[src="/assets/later.js"]')).toBeNull();
  });
});

describe('the inline script of /, drawn for a signed-in person with a stand-in name', () => {
  const assistant = {
    settings: {
      ...settings,
      clearWhenSignedIn: false,
      routeNeedsSignIn: true,
      greeting: {
        nameStandIn: '%first_name%',
        profileKey: SESSION_KEYS.profile,
        storedConversationPrefix: STORED_CONVERSATION_PREFIX,
      },
    },
    drawing: (language: string) =>
      `<p>${language === 'en' ? 'Hello' : 'Habari'} %first_name%! I am Mimea.</p>` +
      `<button type="button">${language === 'en' ? 'Weather' : 'Hali ya hewa'}</button>`,
  };
  const profile = { id: 'farmer-1', first_name: 'Amina', last_name: 'Njeri', email: null, phone_number: '' };
  const signIn = (person: object = profile) => {
    localStorage.setItem(SESSION_KEYS.access, 'token');
    localStorage.setItem(SESSION_KEYS.profile, JSON.stringify(person));
  };
  // As written at build time: #root empty until the script has put the name in, every drawing held back.
  const openAssistant = (url = '/') => {
    window.history.replaceState(null, '', url);
    document.head.innerHTML = '';
    document.body.innerHTML =
      `<div id="root"></div>` +
      ['en', 'sw']
        .map(
          (language) => `<template id="first-screen-${language}">${assistant.drawing(language)}</template>`,
        )
        .join('') +
      `<script type="application/json" id="first-screen-settings">${JSON.stringify(assistant.settings)}</script>`;
    new Function(chooser)();
    return document.getElementById('root')!;
  };

  it('greets the person by the first name stored with their profile, in their language', () => {
    signIn();
    expect(openAssistant().querySelector('p')?.textContent).toBe('Hello Amina! I am Mimea.');
    expect(openAssistant('/?lang=sw').querySelector('p')?.textContent).toBe('Habari Amina! I am Mimea.');
  });

  it('puts the name in as text, whatever it holds', () => {
    signIn({ ...profile, first_name: '<b>Ama</b> & $& $1' });
    const root = openAssistant();
    expect(root.querySelector('p')?.textContent).toBe('Hello <b>Ama</b> & $& $1! I am Mimea.');
    expect(root.querySelector('b')).toBeNull();
  });

  it('draws nothing for someone signed out, whom the app sends to /auth, nor fetches the route’s code', async () => {
    localStorage.setItem(SESSION_KEYS.profile, JSON.stringify(profile));
    expect(openAssistant().childElementCount).toBe(0);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe(settings.entry);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('draws nothing where the app greets without a name: no first name, or a profile it does not accept', () => {
    signIn({ ...profile, first_name: '' });
    expect(openAssistant().childElementCount).toBe(0);
    signIn({ id: 'farmer-1', first_name: 'Amina' });
    expect(openAssistant().childElementCount).toBe(0);
    localStorage.setItem(SESSION_KEYS.profile, '{broken');
    expect(openAssistant().childElementCount).toBe(0);
  });

  it('draws nothing where this device keeps the person’s conversation, which the app shows instead', () => {
    signIn();
    noteConversationStored('farmer-2', true);
    expect(openAssistant().childElementCount).toBeGreaterThan(0);
    noteConversationStored('farmer-1', true);
    expect(openAssistant().childElementCount).toBe(0);
  });

  it('draws nothing on a kiosk tablet, which signs out whoever used it before', () => {
    signIn();
    expect(openAssistant('/?kiosk=1').childElementCount).toBe(0);
  });
});
