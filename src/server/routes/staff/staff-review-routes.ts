import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackIdParamsSchema } from '../../../contract/callback.ts';
import { caseReviewCreateSchema } from '../../../contract/case-review.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { staffCallbackSchema } from '../../../contract/staff.ts';
import type { CallbackConfig } from '../../config/talk-config.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import { saveReview } from '../../services/staff/case-review-repository.ts';
import { reviewLabel } from '../../services/staff/review-labels.ts';
import { requireStaff, staffName, staffRole } from '../../services/staff/staff-access.ts';
import { visibleCallback } from '../../services/staff/staff-callback-repository.ts';
import { staffCallbackView } from '../../services/staff/staff-callback-view.ts';

const errors = {
  401: errorDetailSchema,
  403: errorDetailSchema,
  404: errorDetailSchema,
  409: errorDetailSchema,
  ...commonErrorResponses,
};

/**
 * `staff/callbacks/{id}/review/`: an agronomist who has looked at the case's photos confirms the
 * model's answer or corrects it. The farmer with an account gets one message per review in the chat,
 * with the advice for it, after a short grace or when the booking is resolved; the photos then count
 * as labelled (for training, where the owner allowed it).
 */
const staffReviewRoutes: FastifyPluginAsyncZod<{ callbacks: CallbackConfig }> = async (app, options) => {
  const { db, clock } = app.accounts.deps;

  app.post(
    '/staff/callbacks/:id/review/',
    {
      onRequest: requireStaff,
      config: { sendsJobs: true },
      schema: {
        tags: ['staff'],
        summary: "Confirm or correct the model's answer to the case's photos, with an optional note",
        params: callbackIdParamsSchema,
        body: caseReviewCreateSchema,
        response: { 201: staffCallbackSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await visibleCallback(db, staffRole(request), request.params.id);
      if (!row) throw new ApiError(404, 'not_found');
      if (!row.caseData?.photo_ids?.length) throw new ApiError(409, 'no_case_photos');
      const picked = reviewLabel(request.body.label);
      if (!picked) throw new FieldErrors({ label: ['invalid_choice'] });
      const modelLabel = row.caseData.finding?.label ?? null;
      const note = request.body.note || null;
      const now = clock();
      const author = { authorId: request.user!.id, authorName: staffName(request) };
      await saveReview(
        db,
        row,
        {
          callbackId: row.id,
          decision: picked.label === modelLabel ? 'confirmed' : 'corrected',
          label: picked.label,
          modelLabel,
          note,
          ...author,
          createdAt: now,
        },
        (tx) => app.alerts.queueDrafting(row.id, tx),
      );
      app.alerts.wakeDrafting();
      await app.outbreaks.refreshSoon();
      return reply.code(201).send(await staffCallbackView(db, row, options.callbacks.slotMinutes, now));
    },
  );
};

export default staffReviewRoutes;
