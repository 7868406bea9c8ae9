import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  engagementCreatedSchema,
  enquiryCreateSchema,
  feedbackCreateSchema,
  productInterestCreateSchema,
  productListSchema,
  trialRequestCreateSchema,
} from '../../contract/engagement.ts';
import { commonErrorResponses } from '../../contract/errors.ts';
import { pickLanguage } from '../i18n/server-translator.ts';
import {
  recordEnquiry,
  recordFeedback,
  recordProductInterest,
  recordTrialRequest,
  type EngagementDeps,
} from '../services/engagement/engagement-requests.ts';
import { productList } from '../services/engagement/product-catalogue.ts';

/** `products/`, `products/interest/`, `trial-requests/`, `enquiries/` and `feedback/`: stored for staff to follow up. */
const engagementRoutes: FastifyPluginAsyncZod<{
  perHourPerIp: number;
  textsPerNumberPerDay: number;
}> = async (app, options) => {
  const { db, clock, outbox } = app.accounts.deps;
  const texts = { throttle: app.accounts.throttle, perDay: options.textsPerNumberPerDay };
  const deps: EngagementDeps = { db, clock, outbox, texts };
  const limited = { rateLimit: { max: options.perHourPerIp, timeWindow: 3_600_000 } };
  const created = { 201: engagementCreatedSchema, ...commonErrorResponses };

  app.get(
    '/products/',
    {
      schema: {
        tags: ['engagement'],
        summary: "The provider's products (a sales list, not crop advice)",
        response: { 200: productListSchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ results: productList(pickLanguage(request.headers['accept-language'])) }),
  );

  app.post(
    '/products/interest/',
    {
      config: limited,
      schema: {
        tags: ['engagement'],
        summary: 'Interest in a product, or a pre-booking of a quantity; confirmed by SMS',
        body: productInterestCreateSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordProductInterest(deps, request.body, request.user?.id ?? null)),
  );

  app.post(
    '/trial-requests/',
    {
      config: limited,
      schema: {
        tags: ['engagement'],
        summary: 'Ask for a trial of a product or service on your farm; confirmed by SMS',
        body: trialRequestCreateSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordTrialRequest(deps, request.body, request.user?.id ?? null)),
  );

  app.post(
    '/enquiries/',
    {
      config: limited,
      schema: {
        tags: ['engagement'],
        summary: 'A question or message to the provider (kept six full years)',
        body: enquiryCreateSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordEnquiry(deps, request.body, request.user?.id ?? null)),
  );

  app.post(
    '/feedback/',
    {
      config: limited,
      schema: {
        tags: ['engagement'],
        summary: 'A rating from 1 to 5 with an optional comment',
        body: feedbackCreateSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordFeedback(deps, request.body, request.user?.id ?? null)),
  );
};

export default engagementRoutes;
