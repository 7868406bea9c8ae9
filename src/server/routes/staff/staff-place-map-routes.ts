import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackIdParamsSchema } from '../../../contract/callback.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { placeMapSchema } from '../../../contract/place-map.ts';
import { ApiError } from '../../errors/api-error.ts';
import { loadOutbreakShapes } from '../../places/outbreak-shapes.ts';
import { placeMapper } from '../../places/place-map.ts';
import { placeById } from '../../services/places/place-repository.ts';
import { requireStaff, staffRole } from '../../services/staff/staff-access.ts';
import { visibleCallback } from '../../services/staff/staff-callback-repository.ts';

const oneBooking = {
  401: errorDetailSchema,
  403: errorDetailSchema,
  404: errorDetailSchema,
  ...commonErrorResponses,
};

/**
 * `staff/callbacks/{id}/place-map/`: where the case is, drawn from the shared boundaries on the
 * server, so the desk gets one county's outline, not the whole country's, and the farmer's point
 * never travels in an address.
 */
const staffPlaceMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.accounts.deps;
  const mapOf = placeMapper(loadOutbreakShapes());

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
      const booking = await visibleCallback(db, staffRole(request), request.params.id);
      if (!booking) throw new ApiError(404, 'not_found');
      const onMap = mapOf(booking.caseData?.place ?? {});
      if (!onMap) throw new ApiError(404, 'place_not_on_map');
      const county = await placeById(db, 'county', onMap.county.id);
      const ward = onMap.ward && (await placeById(db, 'ward', onMap.ward.id));
      return {
        view_box: onMap.viewBox,
        county: { ...onMap.county, name: county?.name ?? onMap.county.id },
        ward: onMap.ward ? { ...onMap.ward, name: ward?.name ?? onMap.ward.id } : null,
        point: onMap.point ? { x: onMap.point[0], y: onMap.point[1] } : null,
      };
    },
  );
};

export default staffPlaceMapRoutes;
