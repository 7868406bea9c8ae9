import './outbreaks.css';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchOutbreakCounts, fetchOutbreakShapes } from '../../../api/outbreaks.ts';
import { listCounties, listCountyWards } from '../../../api/places.ts';
import { outbreakWeekOf } from '../../../contract/outbreak-week.ts';
import { OUTBREAK_BASES, type OutbreakBasis } from '../../../contract/outbreaks.ts';
import { formatDate } from '../../../language/day-format.ts';
import { OutbreakLegend } from './outbreak-legend.tsx';
import { OutbreakMap } from './outbreak-map.tsx';
import { OutbreakTable, type OutbreakRow } from './outbreak-table.tsx';
import { OutbreakBasisSwitch } from './outbreak-basis-switch.tsx';
import { OutbreakWeekPicker } from './outbreak-week-picker.tsx';
import { useKeyedLoad } from './use-keyed-load.ts';
import { useOutbreakConditions } from './use-outbreak-conditions.ts';
import { WardHistory } from './ward-history.tsx';

const loadCounties = () => listCounties();

/** A `?week=` as given, moved to its Monday; null when it is not a date. */
function weekParam(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T12:00:00+03:00`);
  return Number.isNaN(day.getTime()) ? null : outbreakWeekOf(day);
}

/**
 * /staff/outbreaks (issue 32 §1): confirmed (or likely) cases of one week on a map of Kenya by county,
 * or of one county by ward, with a table of the same numbers beside it. The week, condition, basis,
 * county and open ward are the address's query (`?week=&condition=&basis=&county=&ward=`), so a link
 * from a booking's place map, Back and a reload land on the same view.
 */
export function StaffOutbreaks() {
  const { t, i18n } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const latest = useMemo(() => outbreakWeekOf(new Date()), []);
  const asked = weekParam(params.get('week'));
  const week = asked && asked < latest ? asked : latest;
  const condition = params.get('condition') ?? '';
  const basis: OutbreakBasis =
    OUTBREAK_BASES.find((known) => known === params.get('basis')) ?? OUTBREAK_BASES[0];
  const county = params.get('county') || null;
  const ward = county ? params.get('ward') || null : null;
  const change = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const { crops, failed: labelsFailed } = useOutbreakConditions();
  const shapes = useKeyedLoad('shapes', fetchOutbreakShapes);
  const counties = useKeyedLoad('counties', loadCounties);
  const loadWards = useCallback(() => listCountyWards(county ?? ''), [county]);
  const wards = useKeyedLoad(county, loadWards);
  const level = county ? 'ward' : 'county';
  const loadCounts = useCallback(
    () => fetchOutbreakCounts({ week, condition: condition || undefined, level, basis }),
    [week, condition, level, basis],
  );
  const counts = useKeyedLoad(`${week}|${condition}|${level}|${basis}`, loadCounts);

  const conditionNames = useMemo(
    () => new Map(crops?.flatMap((crop) => crop.conditions.map((entry) => [entry.label, entry.name]))),
    [crops],
  );
  // "All conditions" adds up the model's diseases and pests only, not a confirmed healthy plant.
  const counted = useCallback((label: string) => conditionNames.has(label), [conditionNames]);
  const areaNames = useMemo(
    () =>
      new Map((county ? wards.value : counties.value)?.map((area) => [area.id, area.name] as const) ?? []),
    [county, wards.value, counties.value],
  );
  const outlined = useMemo(() => new Set(shapes.value?.wards.map((area) => area.id)), [shapes.value]);
  const rows: OutbreakRow[] | null = useMemo(() => {
    if (!counts.value || !crops || !areaNames.size) return null;
    return counts.value.results
      .filter((row) => areaNames.has(row.area_id) && counted(row.condition))
      .map((row) => ({
        area: row.area_id,
        name: areaNames.get(row.area_id)!,
        condition: row.condition,
        conditionName: conditionNames.get(row.condition)!,
        cases: row.cases,
        farms: row.farms,
        outlined: !county || outlined.has(row.area_id),
      }))
      .sort((a, b) => b.cases - a.cases || a.name.localeCompare(b.name, i18n.language));
  }, [counts.value, crops, areaNames, counted, conditionNames, outlined, county, i18n.language]);
  const cases = useMemo(() => {
    const sums = new Map<string, number>();
    for (const row of rows ?? []) sums.set(row.area, (sums.get(row.area) ?? 0) + row.cases);
    return sums;
  }, [rows]);

  const unmapped = useMemo(() => {
    const subcountyOf = new Map(wards.value?.map((area) => [area.id, area.subcounty_id]));
    return new Set(rows?.filter((row) => !row.outlined).map((row) => subcountyOf.get(row.area) ?? ''));
  }, [rows, wards.value]);

  const countyName = county ? counties.value?.find((area) => area.id === county)?.name : undefined;
  const open = (area: string) =>
    county ? change({ ward: area === ward ? null : area }) : change({ county: area, ward: null });
  const failed = labelsFailed || shapes.failed || counties.failed || wards.failed || counts.failed;
  const place = countyName ? t('outbreaks.county', { county: countyName }) : t('outbreaks.kenya');
  const weekWords = formatDate(week, i18n.language);

  return (
    <section className="outbreaks" aria-labelledby="outbreaks-title">
      <h2 id="outbreaks-title">{t('outbreaks.title')}</h2>
      <div className="outbreaks__controls">
        <OutbreakWeekPicker week={week} latest={latest} onChange={(next) => change({ week: next })} />
        <label className="outbreaks__choice">
          {t('outbreaks.condition')}
          <select
            className="staff-select"
            value={condition}
            onChange={(event) => change({ condition: event.target.value })}
          >
            <option value="">{t('outbreaks.all_conditions')}</option>
            {crops?.map((crop) => (
              <optgroup key={crop.crop} label={crop.name}>
                {crop.conditions.map((entry) => (
                  <option key={entry.label} value={entry.label}>
                    {entry.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="outbreaks__choice">
          {t('outbreaks.area')}
          <select
            className="staff-select"
            value={county ?? ''}
            onChange={(event) => change({ county: event.target.value, ward: null })}
          >
            <option value="">{t('outbreaks.kenya')}</option>
            {counties.value
              ?.toSorted((a, b) => a.name.localeCompare(b.name, i18n.language))
              .map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
          </select>
        </label>
      </div>
      <OutbreakBasisSwitch
        basis={basis}
        onChange={(next) => change({ basis: next === OUTBREAK_BASES[0] ? null : next })}
      />
      {failed && (
        <p className="form-error" role="alert">
          {t('outbreaks.failed')}
        </p>
      )}
      <div className="outbreaks__body">
        <div className="outbreaks__map">
          {shapes.value && (
            <OutbreakMap
              shapes={shapes.value}
              county={county}
              cases={cases}
              selected={ward}
              unmapped={unmapped}
              onPick={open}
            />
          )}
          <OutbreakLegend basis={basis} wards={Boolean(county)} />
        </div>
        <div className="outbreaks__side">
          {!rows && !failed && <p role="status">{t('loading')}</p>}
          {rows && (
            <OutbreakTable
              caption={t('outbreaks.table.caption', { place, week: weekWords, context: basis })}
              rows={rows}
              areaHeading={county ? t('outbreaks.table.ward') : t('outbreaks.table.county')}
              allConditions={!condition}
              basis={basis}
              onOpen={open}
            />
          )}
          {ward && (
            <WardHistory
              key={ward}
              ward={ward}
              name={areaNames.get(ward) ?? ward}
              week={week}
              condition={condition}
              basis={basis}
              counted={counted}
            />
          )}
        </div>
      </div>
    </section>
  );
}
