import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server serves the built client itself; in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  plugins: [
    react(),
    // Installable and usable offline: the shell and every text are precached at first visit; the model
    // and its runtime are large, so they are cached only when the offline classifier first needs them.
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.wasm', 'models/**', 'reference-photos/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/models/') || url.pathname.endsWith('.wasm'),
            handler: 'CacheFirst',
            options: { cacheName: 'mimea-model', expiration: { maxEntries: 10 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/reference-photos/'),
            handler: 'CacheFirst',
            options: { cacheName: 'mimea-reference-photos', expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // Read by the first-screen size budget (tests/unit) and the Lighthouse bench.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
});
