import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REDIRECT_TARGET_KEY } from '../../src/api/redirect-memory.ts';
import { SESSION_KEYS } from '../../src/api/session-store.ts';
import { APP_DRAWN_EVENT } from '../../src/app/first-screen.ts';
import { LANGUAGE_STORAGE_KEY } from '../../src/app/i18n/language-storage-key.ts';
import { KIOSK_STORAGE_KEY } from '../../src/app/kiosk/kiosk-mode.ts';
import { ROUTE_TEXTS } from '../../src/app/route-texts.ts';
import { CONSENT_CHOICES, CONSENT_COOKIE } from '../../src/contract/analytics-consent.ts';
import { STORED_CONVERSATION_PREFIX } from '../../src/chat/stored-conversation-hint.ts';
import type { FirstScreens } from '../../src/contract/first-screens.ts';
import type { DrawnPage } from './drawn-page.ts';

/**
 * Stands for the signed-in person's first name in the drawing of `/`: the page's inline script puts
 * the stored name in its place. Drawn from the profile as the app reads it (src/api/session-store.ts).
 */
const NAME_STAND_IN = '%first_name%';
const SIGNED_IN = {
  [SESSION_KEYS.access]: 'drawn at build time',
  [SESSION_KEYS.profile]: JSON.stringify({
    id: 'drawn-at-build-time',
    first_name: NAME_STAND_IN,
    last_name: '',
    email: null,
    phone_number: '',
  }),
};

/**
 * The pages a visitor opens first, drawn at build time: the phone paints them from the HTML alone,
 * while the app's code is still on its way, and the app then takes over the same elements. `/` is
 * drawn as a signed-in person sees it on a device that keeps no conversation of theirs: the greeting
 * by name and the menu; the inline script drops the drawing for anyone else.
 */
const PAGES = [
  {
    route: '/auth',
    file: 'auth.html',
    module: 'src/app/routes/auth-page.tsx',
    texts: ROUTE_TEXTS.auth,
    clearWhenSignedIn: true,
    routeNeedsSignIn: false,
    storage: {},
    greetsByName: false,
  },
  {
    route: '/privacy-policy',
    file: 'privacy-policy.html',
    module: 'src/app/routes/privacy-policy-page.tsx',
    texts: ROUTE_TEXTS.privacy,
    clearWhenSignedIn: false,
    routeNeedsSignIn: false,
    storage: {},
    greetsByName: false,
  },
  {
    route: '/',
    file: 'assistant.html',
    module: 'src/app/routes/assistant-page.tsx',
    texts: ROUTE_TEXTS.assistant,
    clearWhenSignedIn: false,
    routeNeedsSignIn: true,
    storage: SIGNED_IN,
    greetsByName: true,
  },
];

/** The shell's texts that are not in the first script (src/app/i18n/setup-i18n.ts). */
const SHELL_TEXTS = ['errors'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * A route's code, styles and texts per language, as the Vite manifest names their files, and the code
 * it imports later (its conversation), to be fetched when the phone is idle after the first screen.
 */
function routeFiles(
  clientDir: string,
  module: string,
  texts: string[],
  languages: string[],
  loaded: string[],
) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const modules = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string, into = modules) => {
    const chunk = manifest[key]!;
    const file = `/${chunk.file}`;
    if (into.has(file) || modules.has(file) || loaded.includes(file)) return;
    into.add(file);
    if (into === modules) for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  visit(module);
  // Texts are left to their screens: a flow's come when it starts (src/chat/chat-texts.ts).
  const later = new Set<string>();
  for (const key of manifest[module]!.dynamicImports ?? []) if (!key.endsWith('.json')) visit(key, later);
  // A route may list a shell text again (errors): each file once, each a task's worth of fetching.
  const textFiles = (language: string) =>
    [...new Set([...SHELL_TEXTS, ...texts])].map(
      (namespace) => `/${manifest[`locales/${language}/${namespace}.json`]!.file}`,
    );
  return {
    modules: [...modules],
    styles: [...styles],
    idle: [...later],
    texts: Object.fromEntries(languages.map((language) => [language, textFiles(language)])),
  };
}

const here = import.meta.dirname;
const run = promisify(execFile);

/** The languages the client speaks, its fallback first (as src/app/i18n/languages.ts lists them). */
function clientLanguages(): string[] {
  const locales = path.join(here, '../../locales');
  return readdirSync(locales)
    .filter((name) => existsSync(path.join(locales, name, 'common.json')))
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

async function draw(
  clientDir: string,
  route: string,
  language: string,
  storage: Record<string, string>,
): Promise<DrawnPage> {
  const { stdout } = await run(
    process.execPath,
    [
      '--experimental-detect-module',
      '--no-warnings',
      path.join(here, 'render-first-screen.js'),
      clientDir,
      route,
      language,
      LANGUAGE_STORAGE_KEY,
      JSON.stringify(storage),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as DrawnPage;
}

/**
 * The page's styles go inline, so the first paint waits on no other request. A route's own stylesheet
 * also stays as a disabled <link>: the app's loader sees it there and does not fetch it again.
 */
function inlineStyles(html: string, clientDir: string, stylesheets: string[]): string {
  const styles = stylesheets.map(
    (href) => `<style>${readFileSync(path.join(clientDir, href), 'utf8')}</style>`,
  );
  const loaded = stylesheets.map((href) => `<link rel="stylesheet" href="${href}" disabled>`);
  const withoutLinks = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  return withoutLinks.replace('</head>', `${[...styles, ...loaded].join('\n    ')}\n  </head>`);
}

/** The head script of a page that needs a signed-in person, with its settings, and its CSP hash. */
function signedOutRedirect(): { tag: string; hash: string } {
  // Its comments stay in the source: a phone on 3G downloads only the code.
  const source = readFileSync(path.join(here, 'send-signed-out-to-auth.js'), 'utf8');
  const code = source.slice(source.indexOf('(function')).trim();
  const settings = JSON.stringify({
    kioskKey: KIOSK_STORAGE_KEY,
    sessionKey: SESSION_KEYS.access,
    redirectKey: REDIRECT_TARGET_KEY,
    signInRoute: '/auth',
  });
  if (settings.includes("'")) throw new Error('the redirect settings must not contain a single quote');
  return {
    tag: `<script data-settings='${settings}'>${code}</script>`,
    hash: `sha256-${createHash('sha256').update(code).digest('base64')}`,
  };
}

const firstScreensManifest = (clientDir: string) => path.join(clientDir, 'first-screens.json');

/**
 * The app's entry script leaves the head: the page's inline script adds it, with the route's own files,
 * after the first paint where the page keeps its drawing and at once where it drops it. The code every
 * visitor runs (the entry and what it imports) stays preloaded in the head, the entry with it: the
 * browser fetches it while parsing, and the page's script spends no task on starting those fetches.
 */
function takeOutEntry(html: string): { html: string; entry: string; modulePreloads: string[] } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const modulePreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  const rest = html.replace(
    /<script type="module" crossorigin src="[^"]+"><\/script>/,
    `<link rel="modulepreload" crossorigin href="${entry}">`,
  );
  return { html: rest, entry, modulePreloads };
}

/** Writes each page's HTML next to index.html and the list the server serves them from. */
export async function writeFirstScreens(clientDir: string): Promise<void> {
  const languages = clientLanguages();
  const {
    html: indexHtml,
    entry,
    modulePreloads,
  } = takeOutEntry(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const chooser = readFileSync(path.join(here, 'choose-first-screen.js'), 'utf8');
  const scriptHash = `sha256-${createHash('sha256').update(chooser).digest('base64')}`;
  const redirect = signedOutRedirect();
  const manifest: FirstScreens = { scriptHashes: [scriptHash, redirect.hash], pages: {} };

  for (const page of PAGES) {
    const drawings = await Promise.all(
      languages.map((language) => draw(clientDir, page.route, language, page.storage)),
    );
    // Where the name is not exactly once in the greeting, the phone would show the stand-in.
    for (const [index, drawing] of drawings.entries()) {
      const names = drawing.html.split(NAME_STAND_IN).length - 1;
      if (names !== (page.greetsByName ? 1 : 0)) {
        throw new Error(`${page.route} in ${languages[index]} names the person ${names} times`);
      }
    }
    const settings = {
      languages,
      languageKey: LANGUAGE_STORAGE_KEY,
      kioskKey: KIOSK_STORAGE_KEY,
      sessionKey: SESSION_KEYS.access,
      consentCookie: CONSENT_COOKIE,
      consentValues: CONSENT_CHOICES,
      // Africa/Nairobi, as src/language/day-format.ts shows every clock.
      utcOffsetMinutes: 180,
      clearWhenSignedIn: page.clearWhenSignedIn,
      appDrawnEvent: APP_DRAWN_EVENT,
      entry,
      route: routeFiles(clientDir, page.module, page.texts, languages, [entry, ...modulePreloads]),
      routeNeedsSignIn: page.routeNeedsSignIn,
      greeting: page.greetsByName
        ? {
            nameStandIn: NAME_STAND_IN,
            profileKey: SESSION_KEYS.profile,
            storedConversationPrefix: STORED_CONVERSATION_PREFIX,
          }
        : null,
    };
    // A greeting is only shown once its name is in: the browser may paint what it has parsed before
    // the inline script runs, so that page keeps every drawing in a template and #root empty till then.
    const shownAsParsed = page.greetsByName ? 0 : 1;
    const templates = drawings
      .slice(shownAsParsed)
      .map(
        (drawing, index) =>
          `<template id="first-screen-${languages[index + shownAsParsed]}">${drawing.html}</template>`,
      );
    const body = [
      `<div id="root">${shownAsParsed ? drawings[0]!.html : ''}</div>`,
      ...templates,
      `<script type="application/json" id="first-screen-settings">${JSON.stringify(settings)}</script>`,
      `<script>${chooser}</script>`,
    ].join('\n    ');
    const styled = inlineStyles(
      page.routeNeedsSignIn ? indexHtml.replace('<head>', `<head>\n    ${redirect.tag}`) : indexHtml,
      clientDir,
      drawings[0]!.stylesheets,
    );
    writeFileSync(path.join(clientDir, page.file), styled.replace('<div id="root"></div>', body));
    manifest.pages[page.route] = page.file;
  }
  writeFileSync(firstScreensManifest(clientDir), JSON.stringify(manifest, null, 2));
}
