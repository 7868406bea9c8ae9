import { upcomingTasks, type CalendarCrop } from '../../../contract/calendar.ts';
import type { Weather, WeatherAction } from '../../../contract/weather.ts';
import { cropCalendar } from '../../calendar/crop-calendar.ts';

export interface PlantingAtPlace {
  crop: CalendarCrop;
  countyId: string;
  plantedOn: string;
}

/** Rain that wets the soil enough to dissolve top-dressing, or to spoil grain drying in the open. */
const WETTING_MM = 5;
const LOOK_AHEAD_DAYS = 3;
/** Seedlings under six weeks have shallow roots and suffer first in a dry week. */
const YOUNG_DAYS = 42;

/**
 * What the forecast means for the user's own plantings at this place: their calendar says which task
 * is due now, and the weather decides whether to hurry it, time it, or protect the crop.
 */
export function plantingActions(report: Weather, plantings: PlantingAtPlace[]): WeatherAction[] {
  const ahead = report.days.filter((day) => day.date >= report.today).slice(0, LOOK_AHEAD_DAYS);
  if (ahead.length === 0) return [];
  const wetAhead = ahead.some((day) => day.precipitation_mm >= WETTING_MM);
  const dryWeek = report.actions.some((action) => action.rule === 'dry_spell_mulch');
  const actions: WeatherAction[] = [];
  for (const planting of plantings) {
    const calendar = cropCalendar({
      crop: planting.crop,
      countyId: planting.countyId,
      plantedOn: planting.plantedOn,
      today: report.today,
    });
    const due = upcomingTasks(calendar?.timeline?.tasks ?? [], report.today, 10).filter(
      (task) => task.starts_on <= ahead.at(-1)!.date,
    );
    const isDue = (name: string) => due.some((task) => task.task === name);
    const params = { crop: planting.crop, planted_on: planting.plantedOn };
    if (wetAhead && (isDue('harvest') || isDue('drying'))) {
      actions.push({ rule: 'harvest_before_rain', severity: 'warning', params });
    } else if (wetAhead && isDue('top_dressing')) {
      actions.push({ rule: 'top_dress_with_rain', severity: 'info', params });
    }
    const ageDays = (Date.parse(report.today) - Date.parse(planting.plantedOn)) / 86_400_000;
    if (dryWeek && ageDays >= 0 && ageDays <= YOUNG_DAYS) {
      actions.push({ rule: 'young_crop_dry', severity: 'warning', params });
    }
  }
  return actions;
}
