import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_TOKEN_HEADER,
  callbackCreatedSchema,
  callbackCreateSchema,
  callbackIdParamsSchema,
  callbackListSchema,
  callbackMoveSchema,
  callbackSchema,
  slotListSchema,
  CALLBACK_TIME_ZONE,
} from '../../contract/callback.ts';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { pageQuerySchema } from '../../contract/pagination.ts';
import type { CallbackConfig } from '../config/talk-config.ts';
import { ApiError } from '../errors/api-error.ts';
import { paginate } from '../http/paginate.ts';
import {
  bookCallback,
  cancelCallback,
  listOpenSlots,
  moveCallback,
  type CallbackDeps,
} from '../services/callbacks/callback-booking.ts';
import { callbackById, pageBookingsOf } from '../services/callbacks/callback-repository.ts';
import { isBooker, toCallback } from '../services/callbacks/callback-view.ts';
import { mayRead, type UploadRef } from '../services/classify/upload-owner.ts';

const tokenHeaders = z.object({ [BOOKING_TOKEN_HEADER]: z.string().max(100).optional() });
const bookingResponses = {
  200: callbackSchema,
  404: errorDetailSchema,
  409: errorDetailSchema,
  ...commonErrorResponses,
};

/** `callback/`: book a call or SMS with an agronomist, see the free slots, and read, move or cancel your booking. */
const callbackRoutes: FastifyPluginAsyncZod<{ callbacks: CallbackConfig }> = async (app, options) => {
  const { db, clock, outbox } = app.accounts.deps;
  const texts = { throttle: app.accounts.throttle, perDay: options.callbacks.textsPerNumberPerDay };
  const deps: CallbackDeps = { db, clock, outbox, texts, config: options.callbacks };
  const view = (row: Parameters<typeof toCallback>[0]) => toCallback(row, options.callbacks.slotMinutes);

  /** The booking, when the caller booked it; anyone else learns nothing, not even that it exists. */
  async function ownBooking(request: FastifyRequest<{ Params: { id: string } }>) {
    const row = await callbackById(db, request.params.id);
    const token = request.headers[BOOKING_TOKEN_HEADER] as string | undefined;
    if (!row || !isBooker(row, request.user?.id, token)) throw new ApiError(404, 'not_found');
    return row;
  }

  app.get(
    '/callback/slots/',
    {
      schema: {
        tags: ['callback'],
        summary: `The next slots with room, in working hours (${CALLBACK_TIME_ZONE})`,
        response: { 200: slotListSchema, ...commonErrorResponses },
      },
    },
    async () => ({ time_zone: CALLBACK_TIME_ZONE, slots: await listOpenSlots(deps) }),
  );

  app.post(
    '/callback/',
    {
      config: { rateLimit: { max: options.callbacks.bookingsPerHourPerIp, timeWindow: 3_600_000 } },
      schema: {
        tags: ['callback'],
        summary:
          'Book a call or SMS with an agronomist; an SMS ticket follows. Case photos are ids of your own uploads (anonymous: send the upload token header)',
        body: callbackCreateSchema,
        response: { 201: callbackCreatedSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const booker = {
        userId: request.user?.id ?? null,
        mayRead: (owner: UploadRef) => mayRead(request, owner),
      };
      const { row, token } = await bookCallback(deps, request.body, booker);
      return reply.code(201).send({ ...view(row), token });
    },
  );

  app.get(
    '/callback/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['callback'],
        summary: 'My bookings, the latest slot first',
        querystring: pageQuerySchema,
        response: { 200: callbackListSchema, 401: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      return paginate(
        request,
        request.query,
        await pageBookingsOf(db, request.user!.id, request.query),
        view,
      );
    },
  );

  app.get(
    '/callback/:id/',
    {
      schema: {
        tags: ['callback'],
        summary: 'One of my bookings (an anonymous booker sends the booking token header)',
        params: callbackIdParamsSchema,
        headers: tokenHeaders,
        response: bookingResponses,
      },
    },
    async (request) => view(await ownBooking(request)),
  );

  app.patch(
    '/callback/:id/',
    {
      schema: {
        tags: ['callback'],
        summary: 'Move my booking to another free slot',
        params: callbackIdParamsSchema,
        headers: tokenHeaders,
        body: callbackMoveSchema,
        response: bookingResponses,
      },
    },
    async (request) => view(await moveCallback(deps, await ownBooking(request), request.body.slot)),
  );

  app.post(
    '/callback/:id/cancel/',
    {
      schema: {
        tags: ['callback'],
        summary: 'Cancel my booking',
        params: callbackIdParamsSchema,
        headers: tokenHeaders,
        response: bookingResponses,
      },
    },
    async (request) => view(await cancelCallback(deps, await ownBooking(request))),
  );
};

export default callbackRoutes;
