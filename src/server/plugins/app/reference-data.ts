import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedAgronomy } from '../../agronomy/seed-agronomy.ts';
import { seedLibrary } from '../../library/seed-library.ts';
import { seedPlaces } from '../../places/seed-places.ts';

/** Reference data shipped with the app (places, the plant health library, fertilizer advice), loaded on start where it changed. */
async function referenceData(app: FastifyInstance) {
  await seedPlaces(app.database.db);
  await seedLibrary(app.database.db);
  await seedAgronomy(app.database.db);
}

export default fp(referenceData, { name: 'reference-data', dependencies: ['database'] });
