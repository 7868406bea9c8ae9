import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityIdParamsSchema } from '../../../contract/community.ts';
import {
  labellingListSchema,
  labellingQuerySchema,
  questionLabelSchema,
  questionLabelUpdateSchema,
  type QuestionLabel,
} from '../../../contract/community-label.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import { photoPositionsOf } from '../../services/community/community-repository.ts';
import {
  pageLabellingQuestions,
  questionLabelOf,
  setQuestionLabel,
} from '../../services/community/question-label-repository.ts';
import { paginate } from '../../http/paginate.ts';
import { reviewLabel } from '../../services/staff/review-labels.ts';
import { requireStaff } from '../../services/staff/staff-access.ts';

const errors = {
  401: errorDetailSchema,
  403: errorDetailSchema,
  404: errorDetailSchema,
  409: errorDetailSchema,
  ...commonErrorResponses,
};

type LabelRow = NonNullable<Awaited<ReturnType<typeof questionLabelOf>>>;

const labelFields = (row: LabelRow): QuestionLabel => ({
  question: row.id,
  crop: row.crop,
  label: row.label,
  labelled_by: row.label && row.byFirstName ? `${row.byFirstName} ${row.byLastName ?? ''}`.trim() : null,
  labelled_at: row.labelledAt?.toISOString() ?? null,
});

async function labelView(db: Db, questionId: string): Promise<QuestionLabel> {
  const row = await questionLabelOf(db, questionId);
  if (!row) throw new ApiError(404, 'not_found');
  return labelFields(row);
}

/**
 * `staff/community/questions/{id}/label/`: a staff agronomist names the known condition in a Community
 * question's photos (issue 31 §1), one of the classifier's labels for the question's crop, or takes
 * it back. The question then joins the confirmed set (`npm run dataset -- export`, only where its owner
 * allowed training use) and the outbreak watch's "reported" counts.
 */
const staffCommunityLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.accounts.deps;

  app.get(
    '/staff/community/questions/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Published Community questions with photos, latest first, to name their condition',
        querystring: labellingQuerySchema,
        response: { 200: labellingListSchema, ...errors },
      },
    },
    async (request) => {
      const page = await pageLabellingQuestions(db, request.query);
      return paginate(request, request.query, page, (row) => ({
        ...labelFields(row),
        text: row.text,
        county: row.county,
        photos: row.photos,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );

  app.get(
    '/staff/community/questions/:id/label/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary: "The known condition an agronomist named in a Community question's photos",
        params: communityIdParamsSchema,
        response: { 200: questionLabelSchema, ...errors },
      },
    },
    async (request) => labelView(db, request.params.id),
  );

  app.put(
    '/staff/community/questions/:id/label/',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          "Name the known condition in a Community question's photos (a label of its crop), or null to take it back",
        params: communityIdParamsSchema,
        body: questionLabelUpdateSchema,
        response: { 200: questionLabelSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const question = await questionLabelOf(db, id);
      if (!question) throw new ApiError(404, 'not_found');
      if (request.body.label === null) {
        await setQuestionLabel(db, id, { label: null, labelledBy: null, labelledAt: null });
        await app.outbreaks.refreshSoon();
        return labelView(db, id);
      }
      // Only photos can be labelled: the text alone is no field photo for the classifier.
      if ((await photoPositionsOf(db, [id])).length === 0) throw new ApiError(409, 'community_no_photos');
      const picked = reviewLabel(request.body.label);
      if (!picked?.label.startsWith(`${question.crop}__`))
        throw new FieldErrors({ label: ['invalid_choice'] });
      await setQuestionLabel(db, id, {
        label: picked.label,
        labelledBy: request.user!.id,
        labelledAt: clock(),
      });
      await app.outbreaks.refreshSoon();
      return labelView(db, id);
    },
  );
};

export default staffCommunityLabelRoutes;
