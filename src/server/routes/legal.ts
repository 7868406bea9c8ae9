import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerContactSchema } from '../../contract/legal.ts';
import type { ContactConfig } from '../config/contact-config.ts';

/** Public facts the legal texts need from configuration. */
const legalRoutes: FastifyPluginAsyncZod<{ contact: ContactConfig }> = async (app, { contact }) => {
  app.get(
    '/legal/contact/',
    {
      schema: {
        tags: ['legal'],
        summary:
          "The provider's contact e-mail and postal address for feedback, complaints and data requests",
        response: { 200: providerContactSchema },
      },
    },
    async () => ({ email: contact.email, address: contact.address, is_example: contact.isExample }),
  );
};

export default legalRoutes;
