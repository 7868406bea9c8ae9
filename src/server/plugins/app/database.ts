import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Shares the opened database with every route and closes it when the server closes. */
async function database(app: FastifyInstance, options: { database: Database }) {
  app.decorate('database', options.database);
  app.addHook('onClose', async () => {
    await options.database.close();
  });
}

export default fp(database, { name: 'database' });
