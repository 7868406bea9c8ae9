import { useTranslation } from 'react-i18next';
import type { OutbreakBasis } from '../../../contract/outbreaks.ts';

export interface OutbreakRow {
  area: string;
  name: string;
  condition: string;
  /** The condition as the chat names it. */
  conditionName: string;
  cases: number;
  farms: number;
  /** False for a ward with no outline on the map, which is shown at its subcounty instead. */
  outlined: boolean;
}

/**
 * The map's numbers as a table, for screen readers and for copying: one row per area (and condition,
 * when all are shown), most cases first. Each area's name is a button that opens it: a county's wards,
 * or a ward's history.
 */
export function OutbreakTable({
  caption,
  rows,
  areaHeading,
  allConditions,
  basis,
  onOpen,
}: {
  caption: string;
  rows: OutbreakRow[];
  areaHeading: string;
  allConditions: boolean;
  basis: OutbreakBasis;
  onOpen: (area: string) => void;
}) {
  const { t } = useTranslation('staff');
  if (!rows.length)
    return (
      <p className="outbreak-table__empty" role="status">
        {t('outbreaks.none', { context: basis })}
      </p>
    );
  return (
    <div className="staff-table-scroll">
      <table className="staff-table outbreak-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{areaHeading}</th>
            {allConditions && <th scope="col">{t('outbreaks.table.condition')}</th>}
            <th scope="col" className="outbreak-table__number">
              {t('outbreaks.table.cases', { context: basis })}
            </th>
            <th scope="col" className="outbreak-table__number">
              {t('outbreaks.table.farms')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.area}:${row.condition}`}>
              <th scope="row">
                <button type="button" className="link-button" onClick={() => onOpen(row.area)}>
                  {row.name}
                </button>
                {!row.outlined && (
                  <span className="outbreak-table__note">{t('outbreaks.table.unmapped')}</span>
                )}
              </th>
              {allConditions && <td>{row.conditionName}</td>}
              <td className="outbreak-table__number">{row.cases}</td>
              <td className="outbreak-table__number">{row.farms}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
