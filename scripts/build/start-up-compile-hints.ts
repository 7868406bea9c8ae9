import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function in the file is compiled with the file, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8 compiles a function the first time it is called, on the main thread, unless told otherwise. The
 * app's start-up chunks call most of theirs at once, so compiling was about half of the task that starts
 * the app (issue 36). With the hint at the top of each, V8 compiles them while it streams the file, off
 * the main thread. React's chunk goes without: its renderer is one function the bundler wraps in
 * parentheses, which V8 already compiles while streaming, and the hint would only cost the first screens
 * bytes. Added to the written chunks (after minifying, which would drop it as a comment), with their source
 * maps moved down a line to match, as Vite does for its own first line.
 */
export function startUpCompileHints(reactChunk: string): Plugin {
  return {
    name: 'mimea-start-up-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const startUp = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (startUp.has(file) || chunk?.type !== 'chunk') return;
          startUp.add(file);
          chunk.imports.forEach(visit);
        };
        // The entry and what it imports, then the app it brings in after React's renderer (src/app/main.tsx).
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) {
            visit(chunk.fileName);
            chunk.dynamicImports.forEach(visit);
          }
        for (const file of startUp) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.name === reactChunk) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
