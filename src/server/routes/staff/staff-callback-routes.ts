import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackIdParamsSchema } from '../../../contract/callback.ts';
import { photoFileResponse } from '../../../contract/classify.ts';
import { kioskHeadersSchema } from '../../../contract/kiosk.ts';
import { placeMapSchema } from '../../../contract/place-map.ts';
import { casePhotoParamsSchema } from '../../../contract/staff.ts';
import { farmerHistorySchema } from '../../../contract/staff-history.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import {
  answerCreateSchema,
  MAX_UNANSWERED_CALLS,
  noteCreateSchema,
  staffCallbackSchema,
  staffCallbackUpdateSchema,
  staffNoteSchema,
} from '../../../contract/staff.ts';
import type { CallbackConfig } from '../../config/talk-config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { cachePhotoPrivately } from '../../http/photo-cache-control.ts';
import { loadOutbreakShapes } from '../../places/outbreak-shapes.ts';
import { placeMapper } from '../../places/place-map.ts';
import { insertFarmerMessage } from '../../services/callbacks/farmer-message-repository.ts';
import type { CallbackRow } from '../../services/callbacks/callback-view.ts';
import { queueSms, smsText } from '../../services/outbox/sms-templates.ts';
import { placeById } from '../../services/places/place-repository.ts';
import { casePhoto } from '../../services/staff/case-photo.ts';
import { farmerHistory } from '../../services/staff/farmer-history.ts';
import { requireStaff, staffName, staffRole } from '../../services/staff/staff-access.ts';
import { recordOutcome } from '../../services/staff/call-attempt-repository.ts';
import { sendWaitingReviews } from '../../services/staff/review-message.ts';
import { insertStaffNote, visibleCallback } from '../../services/staff/staff-callback-repository.ts';
import { staffCallbackView } from '../../services/staff/staff-callback-view.ts';

const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };
const oneBooking = { ...guarded, 404: errorDetailSchema };

/**
 * `staff/callbacks/{id}/`: one booking as staff work it (agronomists; for complaints, the grievance
 * officer): its case, the outcome, notes, and an answer that reaches the farmer by SMS and in the chat.
 */
const staffCallbackRoutes: FastifyPluginAsyncZod<{ callbacks: CallbackConfig }> = async (app, options) => {
  const { db, clock, outbox } = app.accounts.deps;
  const { slotMinutes } = options.callbacks;
  const mapOf = placeMapper(loadOutbreakShapes());

  /** The farmer whose calls all went unanswered hears why nobody will call again: by SMS and in the chat. */
  async function tellUnreached(
    row: CallbackRow,
    author: { authorId: string; authorName: string },
    now: Date,
  ) {
    const params = { reference: row.reference, count: MAX_UNANSWERED_CALLS };
    await queueSms(outbox, { phone: row.phone, language: row.language }, 'callback_unreached', params);
    if (row.userId) {
      await insertFarmerMessage(db, {
        userId: row.userId,
        callbackId: row.id,
        phone: row.phone,
        body: smsText(row.language, 'callback_unreached', params),
        ...author,
        createdAt: now,
      });
    }
  }

  async function visibleBooking(request: FastifyRequest<{ Params: { id: string } }>) {
    const row = await visibleCallback(db, staffRole(request), request.params.id);
    if (!row) throw new ApiError(404, 'not_found');
    return row;
  }

  app.get(
    '/staff/callbacks/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'One booking with its case, notes and answers',
        params: callbackIdParamsSchema,
        response: { 200: staffCallbackSchema, ...oneBooking },
      },
    },
    async (request) => staffCallbackView(db, await visibleBooking(request), slotMinutes, clock()),
  );

  app.get(
    '/staff/callbacks/:id/history/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          "The booking's farmer beyond this booking: their other bookings and calls tried, saved plant " +
          'checks, farms and plantings, newest first',
        params: callbackIdParamsSchema,
        response: { 200: farmerHistorySchema, ...oneBooking },
      },
    },
    async (request) => farmerHistory(db, staffRole(request), await visibleBooking(request)),
  );

  // Drawn from the shared boundaries on the server, so the desk gets one county's outline, not the
  // whole country's, and the farmer's point never travels in an address.
  app.get(
    '/staff/callbacks/:id/place-map/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          "The case's place on a small map: its county's outline, the ward its GPS point lies in, and " +
          'the point; 404 when the case has neither a county nor a point in Kenya',
        params: callbackIdParamsSchema,
        response: { 200: placeMapSchema, ...oneBooking },
      },
    },
    async (request) => {
      const booking = await visibleBooking(request);
      const onMap = mapOf(booking.caseData?.place ?? {});
      if (!onMap) throw new ApiError(404, 'place_not_on_map');
      const county = await placeById(db, 'county', onMap.county.id);
      const ward = onMap.ward && (await placeById(db, 'ward', onMap.ward.id));
      return {
        ...onMap,
        county: { ...onMap.county, name: county?.name ?? onMap.county.id },
        ward: onMap.ward ? { ...onMap.ward, name: ward?.name ?? onMap.ward.id } : null,
      };
    },
  );

  app.get(
    '/staff/callbacks/:id/photos/:photo/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          "A photo of the booking's case, or of a check its farmer saved (JPEG, without metadata); staff " +
          'reach photos only this way',
        params: casePhotoParamsSchema,
        headers: kioskHeadersSchema,
        security: [{ bearerAuth: [] }],
        response: { 200: photoFileResponse, ...oneBooking },
      },
    },
    async (request, reply) => {
      const image = await casePhoto(db, await visibleBooking(request), request.params.photo);
      if (!image) throw new ApiError(404, 'not_found');
      return cachePhotoPrivately(request, reply)
        .type(image.contentType)
        .send((await app.jobs.images.get(image.storageKey)) as never);
    },
  );

  app.patch(
    '/staff/callbacks/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'Set the outcome: scheduled, called, no answer, resolved. Calls are kept as attempts; the ' +
          'third unanswered call closes the booking and tells the farmer by SMS',
        params: callbackIdParamsSchema,
        body: staffCallbackUpdateSchema,
        response: { 200: staffCallbackSchema, 409: errorDetailSchema, ...oneBooking },
      },
    },
    async (request) => {
      const row = await visibleBooking(request);
      if (row.status === 'cancelled') throw new ApiError(409, 'callback_closed');
      const now = clock();
      const author = { authorId: request.user!.id, authorName: staffName(request) };
      const { row: updated, closed } = await recordOutcome(db, row, request.body.status, author, now);
      if (closed) await tellUnreached(updated, author, now);
      // Resolved: the review's one message need not wait out its grace.
      if (updated.status === 'resolved') await sendWaitingReviews(db, { booking: updated.id }, now);
      return staffCallbackView(db, updated, slotMinutes, now);
    },
  );

  app.post(
    '/staff/callbacks/:id/notes/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Add a staff note',
        params: callbackIdParamsSchema,
        body: noteCreateSchema,
        response: { 201: staffNoteSchema, ...oneBooking },
      },
    },
    async (request, reply) => {
      const row = await visibleBooking(request);
      const note = await insertStaffNote(db, {
        subjectKind: 'callback',
        subjectId: row.id,
        authorId: request.user!.id,
        authorName: staffName(request),
        body: request.body.body,
        createdAt: clock(),
      });
      return reply.code(201).send({
        id: note.id,
        author: note.authorName,
        body: note.body,
        created_at: note.createdAt.toISOString(),
      });
    },
  );

  app.post(
    '/staff/callbacks/:id/answers/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: "Answer the farmer: an SMS, and a message in the farmer's chat",
        params: callbackIdParamsSchema,
        body: answerCreateSchema,
        response: { 201: staffNoteSchema, ...oneBooking },
      },
    },
    async (request, reply) => {
      const row = await visibleBooking(request);
      const answer = await insertFarmerMessage(db, {
        userId: row.userId,
        callbackId: row.id,
        phone: row.phone,
        body: request.body.text,
        authorId: request.user!.id,
        authorName: staffName(request),
        createdAt: clock(),
      });
      await queueSms(outbox, { phone: row.phone, language: row.language }, 'staff_answer', {
        text: request.body.text,
      });
      if (row.userId) await app.notices.send({ event: 'staff-answer', id: answer.id });
      return reply.code(201).send({
        id: answer.id,
        author: answer.authorName,
        body: answer.body,
        created_at: answer.createdAt.toISOString(),
      });
    },
  );
};

export default staffCallbackRoutes;
