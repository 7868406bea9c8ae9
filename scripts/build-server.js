import { buildServer } from './server-build.js';

/** `npm run build`'s server half: compiled, with its template, and stamped so `npm start` reuses it. */
await buildServer();
