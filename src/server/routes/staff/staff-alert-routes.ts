import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALERT_DEFAULT_THRESHOLD,
  alertConditionParamsSchema,
  alertDraftDetailSchema,
  alertDraftListSchema,
  alertDraftParamsSchema,
  alertDraftQuerySchema,
  alertDraftSchema,
  alertDraftUpdateSchema,
  alertThresholdSchema,
  alertThresholdsSchema,
  alertThresholdUpdateSchema,
  type AlertDraft,
} from '../../../contract/alerts.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import {
  alertDraftById,
  alertDraftsIn,
  alertThresholdsSet,
  decideAlertDraft,
  editAlertDraft,
  setAlertThreshold,
} from '../../services/alerts/alert-draft-repository.ts';
import { wardNeighbours } from '../../places/ward-neighbours.ts';
import { alertRecipientCount } from '../../services/alerts/alert-delivery-repository.ts';
import { requireStaff } from '../../services/staff/staff-access.ts';

const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };
const oneDraft = { 200: alertDraftSchema, 404: errorDetailSchema, 409: errorDetailSchema, ...guarded };

/** The draft after a change that only a draft allows: 404 when there is none, 409 when it was decided. */
async function afterDraftChange(db: Db, id: string, changed: boolean): Promise<AlertDraft> {
  const draft = await alertDraftById(db, id);
  if (!draft) throw new ApiError(404, 'not_found');
  if (!changed) throw new ApiError(409, 'alert_decided');
  return draft;
}

/**
 * `staff/alerts/`: the outbreak alerts drafted when a condition's confirmed cases in a ward reached its
 * threshold (issue 32 §2), which an agronomist edits, approves or drops, and the thresholds per condition.
 */
const staffAlertRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, options) => {
  const db = app.database.db;
  const by = (userId: string) => ({ userId, at: options.clock() });

  app.get(
    '/staff/alerts/thresholds/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'The default alert threshold and each condition set apart (distinct farms within days)',
        response: { 200: alertThresholdsSchema, ...guarded },
      },
    },
    async () => ({ default: ALERT_DEFAULT_THRESHOLD, conditions: await alertThresholdsSet(db) }),
  );

  app.put(
    '/staff/alerts/thresholds/:condition/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: "Sets one condition's alert threshold",
        params: alertConditionParamsSchema,
        body: alertThresholdUpdateSchema,
        response: { 200: alertThresholdSchema, ...guarded },
      },
    },
    async (request) => {
      const { condition } = request.params;
      await setAlertThreshold(db, condition, request.body, by(request.user!.id));
      return { condition, ...request.body };
    },
  );

  app.get(
    '/staff/alerts/drafts/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Outbreak alerts waiting for an agronomist (or those approved or dropped), newest first',
        querystring: alertDraftQuerySchema,
        response: { 200: alertDraftListSchema, ...guarded },
      },
    },
    async (request) => ({ results: await alertDraftsIn(db, request.query.status) }),
  );

  app.get(
    '/staff/alerts/drafts/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'One alert, with how many farmers approving it would reach',
        params: alertDraftParamsSchema,
        response: { 200: alertDraftDetailSchema, 404: errorDetailSchema, ...guarded },
      },
    },
    async (request) => {
      const draft = await alertDraftById(db, request.params.id);
      if (!draft) throw new ApiError(404, 'not_found');
      const wardIds = [draft.ward_id, ...wardNeighbours(draft.ward_id)];
      return { ...draft, recipients: await alertRecipientCount(db, wardIds) };
    },
  );

  app.patch(
    '/staff/alerts/drafts/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: "Edits a draft alert's English or Swahili text",
        params: alertDraftParamsSchema,
        body: alertDraftUpdateSchema,
        response: oneDraft,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { text_en: textEn, text_sw: textSw } = request.body;
      const edited = await editAlertDraft(db, id, {
        ...(textEn === undefined ? {} : { textEn }),
        ...(textSw === undefined ? {} : { textSw }),
      });
      return afterDraftChange(db, id, edited);
    },
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['drop', 'dropped'],
  ] as const) {
    app.post(
      `/staff/alerts/drafts/:id/${action}/`,
      {
        onRequest: requireStaff,
        config: { sendsJobs: true },
        schema: {
          tags: ['staff'],
          summary:
            status === 'approved'
              ? 'Approves a draft alert: it goes to the farmers of its ward and the neighbouring wards'
              : 'Drops a draft alert',
          params: alertDraftParamsSchema,
          response: oneDraft,
        },
      },
      async (request) => {
        const { id } = request.params;
        const decided = await decideAlertDraft(db, id, status, by(request.user!.id), (tx) =>
          app.alerts.queueDelivery(id, tx),
        );
        if (decided) app.alerts.wakeDelivery();
        return afterDraftChange(db, id, decided);
      },
    );
  }
};

export default staffAlertRoutes;
