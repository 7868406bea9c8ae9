import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A Vite plugin that runs `step` over the client build's folder once Vite has written it: `order` 'pre'
 * runs it before the other plugins' own closing steps (the service worker's), 'post' after them.
 */
export function afterClientBuild(
  name: string,
  order: 'pre' | 'post',
  step: (outDir: string) => Promise<void> | void,
): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, order, handler: () => step(outDir) },
  };
}
