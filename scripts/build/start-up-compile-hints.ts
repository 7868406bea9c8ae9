import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function in the file is compiled with the file, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface CompileHints {
  /** React and its renderer's chunk, which goes without. */
  reactChunk: string;
  /** Modules (from the project's root) whose dynamic imports bring in code that runs all at once as it arrives. */
  runAtOnceFrom: string[];
}

/**
 * V8 compiles a function the first time it is called, on the main thread, unless told otherwise. Code
 * that calls most of its functions as soon as it arrives then spends about half of its task compiling
 * (issue 36): the app's start-up, and the conversation's code that the assistant page brings in at the
 * first touch or once the page has settled. With the hint at the top of each of their chunks, V8
 * compiles them while it streams the file, off the main thread. React's chunk goes without: its renderer
 * is one function the bundler wraps in parentheses, which V8 already compiles while streaming, and the
 * hint would only cost the first screens bytes, as it would on a chunk the page has already loaded.
 * Added to the written chunks (after minifying, which would drop it as a comment), with their source
 * maps moved down a line to match, as Vite does for its own first line.
 */
export function startUpCompileHints({ reactChunk, runAtOnceFrom }: CompileHints): Plugin {
  let root = '';
  return {
    name: 'mimea-start-up-compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const closure = (from: string[]) => {
          const files = new Set<string>();
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (files.has(file) || chunk?.type !== 'chunk') return;
            files.add(file);
            chunk.imports.forEach(visit);
          };
          from.forEach(visit);
          return files;
        };
        // The entry and what it imports, then the app it brings in after React's renderer (src/app/main.tsx).
        const entries = chunks.filter((chunk) => chunk.isEntry);
        const startUp = closure(entries.flatMap((chunk) => [chunk.fileName, ...chunk.dynamicImports]));
        // What the importers bring in that the page has not already loaded with them.
        const importers = runAtOnceFrom.map((file) => path.resolve(root, file));
        const targets = new Set(
          importers.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
        );
        const loaded = closure(
          chunks
            .filter((chunk) => importers.some((id) => chunk.moduleIds.includes(id)))
            .map((chunk) => chunk.fileName),
        );
        const arriving = closure(
          chunks
            .filter((chunk) => chunk.facadeModuleId && targets.has(chunk.facadeModuleId))
            .map((chunk) => chunk.fileName),
        );
        const hinted = new Set([...startUp, ...[...arriving].filter((file) => !loaded.has(file))]);
        for (const file of hinted) {
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
