import type { ModulePreloadOptions, Plugin } from 'vite';

type ResolveDependencies = NonNullable<ModulePreloadOptions['resolveDependencies']>;

/**
 * The entry (src/app/main.tsx) runs React's renderer first and imports the app after it, so that no
 * single task runs both; Vite preloads only what an entry imports statically. The plugin adds the rest
 * to index.html's preloads (the app's chunk and what it imports), so the browser fetches them all while
 * parsing the page instead of one round trip after another on 3G. With those in the page, the entry's
 * own list of them for its dynamic import is bytes on the first screen for nothing:
 * `resolveDependencies` leaves it out.
 */
export function startUpPreloads(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  const entries = new Set<string>();
  const plugin: Plugin = {
    name: 'mimea-preload-start-up',
    apply: 'build',
    generateBundle: {
      // Before Vite writes each dynamic import's preload list, which asks resolveDependencies.
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) entries.add(chunk.fileName);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const wanted = new Set<string>();
        const visit = (file: string) => {
          const imported = bundle[file];
          if (wanted.has(file) || imported?.type !== 'chunk') return;
          wanted.add(file);
          imported.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        const preloaded = new Set([chunk.fileName, ...chunk.imports]);
        return [...wanted]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
  const resolveDependencies: ResolveDependencies = (_file, dependencies, { hostId }) =>
    entries.has(hostId) ? [] : dependencies;
  return { plugin, resolveDependencies };
}
