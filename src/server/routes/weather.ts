import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { weatherQuerySchema, weatherSchema } from '../../contract/weather.ts';
import type { CalendarCrop } from '../../contract/calendar.ts';
import { ApiError } from '../errors/api-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { areaLocator } from '../places/area-at-point.ts';
import { loadOutbreakShapes } from '../places/outbreak-shapes.ts';
import { WeatherUnavailableError } from '../providers/weather/open-meteo-client.ts';
import { plantingActions } from '../providers/weather/planting-actions.ts';
import { createWeatherService } from '../providers/weather/weather-service.ts';
import { placeById } from '../services/places/place-repository.ts';
import { latestPlantingsIn } from '../services/plantings/planting-repository.ts';

const MAX_PLANTINGS = 5;
/**
 * Places not in the cache that one address may ask for per hour. Each makes a request to Open-Meteo,
 * whose free tier allows 10,000 a day for the whole server: any coordinates are accepted, so without
 * this one address could spend that in half an hour and leave every farmer without weather.
 */
const FRESH_PLACES_PER_HOUR_PER_IP = 120;

/** `weather/`: temperature, rain and wind for a point or a county, and what they mean for the farm. */
const weatherRoutes: FastifyPluginAsyncZod<{
  baseUrl: string;
  timeoutMs: number;
  clock: () => Date;
}> = async (app, options) => {
  const service = createWeatherService(options);
  const shapes = loadOutbreakShapes();
  const countyAt = areaLocator(shapes, shapes.counties);
  async function takeFreshPlace(ip: string) {
    await app.accounts.throttle.take(`weather:${ip}`, FRESH_PLACES_PER_HOUR_PER_IP, 3_600_000);
  }
  app.get(
    '/weather/',
    {
      schema: {
        tags: ['weather'],
        summary: 'Weather now, today and for 7 days, with farm actions (data: Open-Meteo, CC BY 4.0)',
        querystring: weatherQuerySchema,
        response: {
          200: weatherSchema,
          404: errorDetailSchema,
          503: errorDetailSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      // The query has a county or both coordinates; a point is looked up in the county outlines.
      const { county, latitude = 0, longitude = 0 } = request.query;
      let place = { latitude, longitude, county_id: county ? null : countyAt(latitude, longitude) };
      if (county) {
        const row = await placeById(app.database.db, 'county', county);
        if (!row) throw new ApiError(404, 'not_found');
        place = { latitude: row.centroidLatitude, longitude: row.centroidLongitude, county_id: row.id };
      }
      if (!service.isCached(place)) await takeFreshPlace(clientAddress(request.ip));
      try {
        const report = await service.forPlace(place);
        if (!request.user || !place.county_id) return report;
        // The signed-in farmer's latest plantings in this county turn general advice into advice for them.
        const plantings = await latestPlantingsIn(
          app.database.db,
          request.user.id,
          place.county_id,
          MAX_PLANTINGS,
        );
        const own = plantings.map((row) => ({
          crop: row.crop as CalendarCrop,
          countyId: row.countyId,
          plantedOn: row.plantedOn,
        }));
        return { ...report, actions: [...report.actions, ...plantingActions(report, own)] };
      } catch (error) {
        if (error instanceof WeatherUnavailableError) {
          request.log.warn({ err: error }, 'weather provider unavailable');
          throw new ApiError(503, 'weather_unavailable', {}, { 'retry-after': '300' });
        }
        throw error;
      }
    },
  );
};

export default weatherRoutes;
