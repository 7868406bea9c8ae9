import path from 'node:path';
import { stampClientBuild } from './client-build.ts';

/**
 * A step of `npm run build`, after `vite build` wrote dist/client: that build is marked as made from
 * the sources as they are, so the first `npm start` after a build does not build the client again.
 */
stampClientBuild(path.resolve(import.meta.dirname, '../../dist/client'));
