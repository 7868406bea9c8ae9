import type { WeatherService } from '../../providers/weather/weather-service.ts';
import { farmsWithWeatherNotices } from '../farms/weather-notice-repository.ts';
import { sendFarmerNotice, type FarmerNoticeDeps } from './farmer-notice.ts';

export interface WeatherWarningDeps extends FarmerNoticeDeps {
  weather: Pick<WeatherService, 'forPlace'>;
}

/**
 * The warning's texts with its farm, and the day it names ("2026-11-24") as the time their `datetime`
 * format reads, as the chat's weather flow gives it: a date string would be printed as it is.
 */
function noticeParams(params: Record<string, string | number>, farm: string, rule: string) {
  const { date } = params;
  return {
    ...params,
    farm,
    rule,
    ...(typeof date === 'string' && { date: Date.parse(`${date}T00:00:00Z`) }),
  };
}

/**
 * "Weather warnings for my farm": the warnings of each farm's forecast (heavy rain, wind or rain that
 * washes a spray off, a dry week for a young crop: the weather service's own rules), once per farm,
 * rule and day, to the farmers who turned the kind on. A forecast that fails skips that farm until
 * the next run. Answers how many notices went out.
 */
export async function warnOfWeather(deps: WeatherWarningDeps): Promise<number> {
  let told = 0;
  for (const farm of await farmsWithWeatherNotices(deps.db)) {
    const report = await deps.weather
      .forPlace({ latitude: farm.latitude, longitude: farm.longitude, county_id: farm.countyId })
      .catch(() => null);
    for (const action of report?.actions.filter((one) => one.severity === 'warning') ?? []) {
      const channel = await sendFarmerNotice(deps, {
        userId: farm.userId,
        kind: 'weather',
        eventKey: `weather:${farm.id}:${action.rule}:${report!.today}`,
        params: noticeParams(action.params, farm.name, action.rule),
        url: '/',
      });
      if (channel) told += 1;
    }
  }
  return told;
}
