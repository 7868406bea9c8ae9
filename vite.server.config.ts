import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;
const outDir = path.join(root, 'dist/server');

/**
 * Bundled packages that read files next to their own code (`__dirname`): swagger-ui's page and assets.
 */
const SELF_LOCATING_PACKAGES = ['@fastify/swagger-ui'];

/** The name by which a module finds its own folder, or undefined when its folder is none of its business. */
function ownFolderName(id: string): string | undefined {
  if (SELF_LOCATING_PACKAGES.some((name) => id.includes(`/node_modules/${name}/`))) return '__dirname';
  if (id.startsWith(root) && !id.includes('node_modules')) return 'import.meta.dirname';
  return undefined;
}

/**
 * Server modules find their data next to their source (`import.meta.dirname` + 'data', the migrations
 * folder, locales…), and a few packages theirs next to their code. In the bundle every module lives in
 * dist/server, so each one's own folder is written as a path from there: the build keeps working
 * wherever the checkout is moved.
 */
function sourceFolders(): Plugin {
  return {
    name: 'mimea-source-folders',
    transform(code, id) {
      const name = ownFolderName(id);
      if (!name || !code.includes(name)) return;
      const fromOut = path.relative(outDir, path.dirname(id)).split(path.sep).join('/');
      const replaced = code.replaceAll(name, `(import.meta.dirname + ${JSON.stringify(`/${fromOut}`)})`);
      // Lines stay where they were, so the source map still points at the right lines.
      return { code: replaced, map: null };
    },
  };
}

/**
 * Packages that stay in node_modules: native or WebAssembly code (PGlite with the data it finds beside
 * its code), piscina, which starts its worker by file name, and vite, which only builds. Everything
 * else is bundled.
 */
const KEPT_IN_NODE_MODULES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'onnxruntime-node',
  'onnxruntime-web',
  'piscina',
  'sharp',
  'vite',
];

/**
 * `npm run build` compiles the server with the client's toolchain: `npm start` then runs plain
 * JavaScript, with no TypeScript loader to start. The pure-JavaScript packages go into the bundle:
 * resolving and loading their hundreds of files one by one was a large part of a start.
 */
export default defineConfig({
  plugins: [sourceFolders()],
  ssr: { noExternal: true, external: KEPT_IN_NODE_MODULES },
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
        'stamp-client-build': path.join(root, 'src/server/stamp-client-build.ts'),
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
