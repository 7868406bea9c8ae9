import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import 'fake-indexeddb/auto';
import { JSDOM, VirtualConsole } from 'jsdom';

/**
 * Draws one page of the built client in jsdom as a phone new to it would draw it (signed in, for `/`),
 * and prints #root's HTML and the stylesheets the page had by then, as JSON (a `DrawnPage`, drawn-page.ts).
 * write-first-screens.ts runs it once per page and language, each in its own process: the client's
 * modules, i18next among them, exist once per process.
 *
 * Plain JavaScript run with --experimental-detect-module: the built client may lie outside this project
 * (a bench builds it into a temporary folder), where nothing says its .js files are modules.
 *
 * Usage: render-first-screen.js <client folder> <route> <language> <language storage key> [<storage>]
 * where <storage> is a JSON object of what else the phone's local storage holds (a signed-in session).
 */
const [clientDir, route, language, languageKey, storage = '{}'] = process.argv.slice(2);
if (!clientDir || !route || !language || !languageKey) {
  throw new Error(
    'usage: render-first-screen.js <client> <route> <language> <language storage key> [<storage>]',
  );
}

const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
if (!entry) throw new Error('no entry script in index.html');

// jsdom lacks scrolling; anything else it reports is a real fault of the drawing.
const virtualConsole = new VirtualConsole();
virtualConsole.on('jsdomError', (error) => {
  if (!error.message.startsWith('Not implemented')) console.error(error);
});
const dom = new JSDOM(indexHtml, {
  url: `http://localhost${route}`,
  pretendToBeVisual: true,
  virtualConsole,
});
const { window } = dom;
window.localStorage.setItem(languageKey, language);
for (const [key, value] of Object.entries(JSON.parse(storage))) window.localStorage.setItem(key, value);
// A network that never answers: the page as drawn before any reply arrives. Module preloads and the
// stylesheet are taken as loaded, as the browser would have them from the page's own <link>s.
const neverAnswers = () => new Promise(() => undefined);
const appendToHead = window.document.head.appendChild.bind(window.document.head);
window.document.head.appendChild = (node) => {
  appendToHead(node);
  if (node instanceof window.HTMLLinkElement) setTimeout(() => node.dispatchEvent(new window.Event('load')));
  return node;
};
// Phones' browsers can read aloud, so each message is drawn with its speaker button.
Object.assign(window, {
  fetch: neverAnswers,
  speechSynthesis: { getVoices: () => [], addEventListener() {}, removeEventListener() {}, cancel() {} },
  SpeechSynthesisUtterance: class {},
});
Object.assign(window, { indexedDB: globalThis.indexedDB, IDBKeyRange: globalThis.IDBKeyRange });

const replaced = [
  'window',
  'self',
  'document',
  'navigator',
  'location',
  'history',
  'fetch',
  'Event',
  'CustomEvent',
  'EventTarget',
];
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis && !replaced.includes(key)) continue;
  Object.defineProperty(globalThis, key, {
    value: key === 'window' || key === 'self' ? window : window[key],
    configurable: true,
    writable: true,
  });
}

await import(pathToFileURL(path.join(clientDir, entry)).href);

const root = window.document.getElementById('root');
const drawn = () =>
  root.querySelector('#main > :not([data-testid="route-loader"])') !== null &&
  !root.querySelector('[data-testid="route-loader"]');
for (let waited = 0; !drawn(); waited += 10) {
  if (waited > 30_000) throw new Error(`${route} was not drawn within 30 s`);
  await new Promise((resolve) => setTimeout(resolve, 10));
}
// React hydrates a Suspense boundary only where its server rendering marks one: <!--$--> before the
// boundary's content and <!--/$--> after it. The drawing is a client render, so the marks are added
// here, around the content of each boundary React shows, taken from React's own tree of the page.
const SUSPENSE = 13;
const HOST_NODE = new Set([5, 6]);
const hostNodes = (fiber) => {
  const nodes = [];
  for (let child = fiber; child; child = child.sibling) {
    if (HOST_NODE.has(child.tag)) nodes.push(child.stateNode);
    else nodes.push(...hostNodes(child.child));
  }
  return nodes;
};
const markSuspense = (fiber) => {
  for (let child = fiber; child; child = child.sibling) {
    if (child.tag === SUSPENSE && child.memoizedState === null) {
      const nodes = hostNodes(child.child);
      if (nodes.length === 0) throw new Error(`${route} draws an empty Suspense boundary`);
      nodes[0].before(window.document.createComment('$'));
      nodes.at(-1).after(window.document.createComment('/$'));
    }
    markSuspense(child.child);
  }
};
const containerKey = Object.keys(root).find((key) => key.startsWith('__reactContainer$'));
if (!containerKey) throw new Error('#root was not drawn by React');
markSuspense(root[containerKey].stateNode.current.child);

// React drew neighbouring texts ("{count} photos") as text nodes of their own, which HTML would parse
// back as one: an empty comment between them keeps them apart, as React's own server rendering does,
// so the app hydrates the very nodes drawn here.
const texts = window.document.createTreeWalker(root, window.NodeFilter.SHOW_TEXT);
const joined = [];
while (texts.nextNode()) {
  if (texts.currentNode.previousSibling?.nodeType === window.Node.TEXT_NODE) joined.push(texts.currentNode);
}
for (const text of joined) text.before(window.document.createComment(' '));
const stylesheets = [...window.document.querySelectorAll('link[rel="stylesheet"]')].map(
  // In Node the app's loader resolves them against file: URLs; the path is what the browser asks for.
  (link) => new URL(link.getAttribute('href'), window.location.href).pathname,
);
process.stdout.write(JSON.stringify({ html: root.innerHTML, stylesheets }));
process.exit(0);
