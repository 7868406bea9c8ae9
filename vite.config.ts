import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves the built client itself; in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
});
