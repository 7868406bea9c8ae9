import { migrationsFolder } from './database.ts';
import { PGLITE_TEMPLATE, writePgliteTemplate } from './pglite-template.ts';

/** The last step of `npm run build` (and of `npm start`'s own build): the new-database template. */
await writePgliteTemplate(migrationsFolder);
console.log(`wrote ${PGLITE_TEMPLATE}`);
