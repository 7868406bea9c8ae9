import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { policyHtml } from './scripts/build/policy-html.ts';
import { afterClientBuild } from './scripts/build/after-client-build.ts';
import { startUpPreloads } from './scripts/build/preload-start-up.ts';
import { startUpCompileHints } from './scripts/build/start-up-compile-hints.ts';
import { precompressFiles } from './scripts/build/precompress.ts';
import { OFFLINE_PACK_FILE, writeOfflinePack } from './scripts/build/offline-pack.ts';
import { writeFirstScreens } from './scripts/first-screens/write-first-screens.ts';

const startUp = startUpPreloads();
// React and its renderer's chunk (build.rolldownOptions below).
const REACT_CHUNK = 'react';

const resolvedFile = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

export default defineConfig({
  plugins: [
    react(),
    startUp.plugin,
    startUpCompileHints({
      reactChunk: REACT_CHUNK,
      // The assistant page brings in the conversation's code whole (src/app/routes/conversation-code.ts).
      runAtOnceFrom: ['src/app/routes/assistant-page.tsx', 'src/app/routes/conversation-code.ts'],
    }),
    policyHtml(),
    // After the client is written, draws the first-time visitor's pages into HTML (scripts/first-screens).
    afterClientBuild('mimea-first-screens', 'pre', writeFirstScreens),
    // Before the service worker is written, which precaches the list (scripts/build/offline-pack.ts).
    afterClientBuild('mimea-offline-pack', 'pre', writeOfflinePack),
    // Installable and usable offline: the shell and every text are precached at first visit, and with
    // them the model's labels and the reference photos' credits, which every plant check reads first: a
    // photo taken offline then waits to be sent even on a phone without the model. The model and its
    // runtime are large: "Download for offline use" keeps them, or the first check on the phone does.
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      workbox: {
        globPatterns: [
          '**/*.{js,css,html,svg,png,webmanifest}',
          'models/labels.json',
          'reference-photos/credits.json',
          OFFLINE_PACK_FILE,
        ],
        globIgnores: ['**/*.wasm'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        // Shows web push notifications and opens the chat at the alert on a tap (public/push-handler.js).
        importScripts: ['push-handler.js'],
        runtimeCaching: [
          {
            // The runtime's .mjs glue is not precached (globPatterns has no mjs), so it is kept here too.
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/models/') || /\.(wasm|mjs)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'mimea-model', expiration: { maxEntries: 10 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/reference-photos/'),
            handler: 'CacheFirst',
            options: { cacheName: 'mimea-reference-photos', expiration: { maxEntries: 200 } },
          },
          {
            urlPattern: ({ url }) => /^\/library\/[^/]+\.jpg$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'mimea-library-pictures', expiration: { maxEntries: 200 } },
          },
          // Library entries, calendars and place lists already seen (public content, the same for everyone) open
          // offline; the network is asked first so they are fresh whenever it answers.
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/v1/pest/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'mimea-library',
              networkTimeoutSeconds: 10,
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 200 },
            },
          },
          {
            urlPattern: ({ url }) => /^\/api\/v1\/(calendar|county|subcounty|ward)\/$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'mimea-calendar',
              networkTimeoutSeconds: 10,
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 50 },
            },
          },
          // The Community's feed, questions and answers already opened stay readable offline (issue 31);
          // the network is asked first. Only what reads the same for everyone is kept: a page holding the
          // reader's own post (unmasked, or held or hidden with its reason) is not, so a shared phone
          // shows nobody else's.
          {
            urlPattern: ({ url }) =>
              /^\/api\/v1\/community\/questions\/([0-9a-f-]{36}\/(answers\/)?)?$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'mimea-community',
              networkTimeoutSeconds: 10,
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
              plugins: [
                {
                  cacheWillUpdate: async ({ response }) => {
                    if (!response || response.status !== 200) return null;
                    const text = await response.clone().text();
                    return /"mine":true|"state":"(held|hidden)"/.test(text) ? null : response;
                  },
                },
              ],
            },
          },
          {
            urlPattern: ({ url }) =>
              /^\/api\/v1\/community\/questions\/[0-9a-f-]{36}\/photos\/\d\/$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'mimea-community-photos',
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // Last, once every other plugin has written its files (the drawn first screens, the service worker).
    afterClientBuild('mimea-precompress', 'post', precompressFiles),
  ],
  resolve: {
    alias: [
      // React Router's package names only its development build, which differs from the production
      // one by a flag that keeps its warnings (and their texts) in every first screen's code.
      {
        find: /^react-router$/,
        replacement: resolvedFile('react-router').replace(
          `${path.sep}development${path.sep}`,
          `${path.sep}production${path.sep}`,
        ),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    // The phones we serve (Chromium) preload modules themselves; elsewhere a module just loads when imported.
    modulePreload: { polyfill: false, resolveDependencies: startUp.resolveDependencies },
    sourcemap: true,
    reportCompressedSize: false,
    // Read by the first-screen size budget (tests/unit) and the Lighthouse bench.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and its renderer in one chunk, run first (src/app/main.tsx): split across the app's
        // chunks as they are shared, they would cost the first screens more bytes.
        codeSplitting: {
          groups: [{ name: REACT_CHUNK, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
});
