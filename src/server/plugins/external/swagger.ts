import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withNullInNullableEnums } from '../../http/nullable-enums.ts';

/**
 * The OpenAPI document is generated from the zod schemas in src/contract/ that each route declares,
 * so it cannot drift from what the server validates. Interactive docs at /api/docs.
 * @see https://github.com/fastify/fastify-swagger
 */
export default fp(
  async (app: FastifyInstance, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Mimea API',
          description:
            'Crop-health assistant API: accounts, diagnosis, advice, calendar, weather and callbacks.',
          version: options.version,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      // This server writes OpenAPI only (the `openapi` option above), never Swagger 2.
      transformObject: (document) =>
        withNullInNullableEnums(
          'openapiObject' in document ? document.openapiObject : document.swaggerObject,
        ),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
