import './calendar-weather-cards.css';
import { useTranslation } from 'react-i18next';
import type { WeatherCardData } from '../../conversation/cards/weather-card-data.ts';
import { formatWeekdayDay } from '../../language/day-format.ts';
import { SKY_ICONS, skyOf } from './weather-sky.ts';

const DAYS_SHOWN = 7;

/** Now, today and the week: sky, temperature range, rain (mm and chance) and wind, with Open-Meteo's credit. */
export function WeatherCard({ data }: { data: WeatherCardData }) {
  const { t, i18n } = useTranslation('weather');
  const { weather } = data;
  const days = weather.days.filter((day) => day.date >= weather.today).slice(0, DAYS_SHOWN);
  const now = skyOf(weather.current.weather_code);
  return (
    <div className="card card--weather">
      <p className="card__title">
        {data.near ? t('card.near', { place: data.place }) : t('card.in', { place: data.place })}
      </p>
      <p className="weather-now">
        <span className="weather-now__icon" aria-hidden="true">
          {SKY_ICONS[now]}
        </span>
        {t('card.now', {
          sky: t(`sky.${now}`),
          temperature: Math.round(weather.current.temperature_c),
          wind: Math.round(weather.current.wind_kmh),
        })}
      </p>
      <table className="weather-days">
        <caption className="visually-hidden">{t('card.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('card.day')}</th>
            <th scope="col">{t('card.temperature')}</th>
            <th scope="col">{t('card.rain')}</th>
            <th scope="col">{t('card.wind')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const sky = skyOf(day.weather_code);
            return (
              <tr key={day.date}>
                <th scope="row">
                  <span aria-hidden="true">{SKY_ICONS[sky]} </span>
                  {day.date === weather.today ? t('card.today') : formatWeekdayDay(day.date, i18n.language)}
                  <span className="visually-hidden">, {t(`sky.${sky}`)}</span>
                </th>
                <td>
                  {t('card.range', {
                    min: Math.round(day.temperature_min_c),
                    max: Math.round(day.temperature_max_c),
                  })}
                </td>
                <td>
                  {Math.round(day.precipitation_mm)}
                  {day.precipitation_probability !== null && (
                    <span className="weather-days__chance">
                      {' '}
                      {t('card.chance', { chance: day.precipitation_probability })}
                    </span>
                  )}
                </td>
                <td>{Math.round(day.wind_max_kmh)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="card__detail">
        <a href={weather.attribution.url} target="_blank" rel="noreferrer noopener">
          {t('card.attribution')}
        </a>
      </p>
    </div>
  );
}
