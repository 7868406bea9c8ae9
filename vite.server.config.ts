import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;
const outDir = path.join(root, 'dist/server');

/**
 * Server modules find their data next to their source (`import.meta.dirname` + 'data', the migrations
 * folder, locales…). In the bundle every module lives in dist/server, so each one's own folder is
 * written as a path from there: the build keeps working wherever the checkout is moved.
 */
function sourceFolders(): Plugin {
  return {
    name: 'mimea-source-folders',
    transform(code, id) {
      if (!id.startsWith(root) || id.includes('node_modules') || !code.includes('import.meta.dirname'))
        return;
      const fromOut = path.relative(outDir, path.dirname(id)).split(path.sep).join('/');
      const replaced = code.replaceAll(
        'import.meta.dirname',
        `(import.meta.dirname + ${JSON.stringify(`/${fromOut}`)})`,
      );
      // Lines stay where they were, so the source map still points at the right lines.
      return { code: replaced, map: null };
    },
  };
}

/**
 * `npm run build` compiles the server with the client's toolchain: `npm start` then runs plain
 * JavaScript, with no TypeScript loader to start. Packages stay in node_modules (native ones such as
 * onnxruntime-node, sharp, pglite and argon2 could not be bundled anyway).
 */
export default defineConfig({
  plugins: [sourceFolders()],
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    copyPublicDir: false,
    rollupOptions: {
      input: {
        main: path.join(root, 'src/server/main.ts'),
        // Piscina loads it by file name, next to the pool's code.
        'classifier-worker': path.join(root, 'src/ml/classifier-worker.ts'),
        'make-pglite-template': path.join(root, 'src/server/make-pglite-template.ts'),
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
