import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchAlertThresholds, setAlertThreshold } from '../../../api/alerts.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';
import type { AlertThreshold, AlertThresholds } from '../../../contract/alerts.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { useConditionName } from './use-condition-name.ts';
import { useKeyedLoad } from './use-keyed-load.ts';
import { useOutbreakConditions } from './use-outbreak-conditions.ts';

type Outcome = { ok: true; saved: AlertThreshold } | { ok: false; problem: string };

/**
 * When an alert is drafted (/staff/alerts/thresholds): the default, each condition an agronomist set
 * apart, and a form to set one. The table shows what the server saved; a failed save keeps the form
 * as typed and offers to send it again.
 */
export function StaffAlertThresholds() {
  const { t } = useTranslation('staff');
  const resolve = useText();
  const conditionName = useConditionName();
  const { crops } = useOutbreakConditions();
  const { value: loaded, failed } = useKeyedLoad('thresholds', fetchAlertThresholds);
  const [saved, setSaved] = useState<AlertThresholds | null>(null);
  const thresholds = saved ?? loaded;
  const [form, setForm] = useState({ condition: '', farms: '3', days: '14' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = { condition: useId(), farms: useId(), days: useId() };

  const save = useCallback(async () => {
    setBusy(true);
    try {
      const threshold = await setAlertThreshold(form.condition, {
        farms: Number(form.farms),
        days: Number(form.days),
      });
      setOutcome({ ok: true, saved: threshold });
      setSaved((current) => {
        const base = current ?? loaded;
        if (!base) return current;
        const others = base.conditions.filter((one) => one.condition !== threshold.condition);
        const conditions = [...others, threshold].sort((a, b) => a.condition.localeCompare(b.condition));
        return { ...base, conditions };
      });
    } catch (error) {
      setOutcome({ ok: false, problem: messageText(failureMessage(toApiFailure(error)), resolve) });
    } finally {
      setBusy(false);
    }
  }, [form, loaded, resolve]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <section aria-labelledby="thresholds-title" aria-busy={busy}>
      <Link className="button" to="/staff/alerts">
        {t('alerts.back')}
      </Link>
      <h2 id="thresholds-title">{t('alerts.thresholds.title')}</h2>
      {failed && (
        <p className="form-error" role="alert">
          {t('load_failed')}
        </p>
      )}
      {!thresholds && !failed && <p role="status">{t('loading')}</p>}
      {thresholds && (
        <>
          <p>{t('alerts.thresholds.default', thresholds.default)}</p>
          <table className="staff-alerts__table">
            <caption>{t('alerts.thresholds.set_apart')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('alerts.thresholds.condition')}</th>
                <th scope="col">{t('alerts.thresholds.farms')}</th>
                <th scope="col">{t('alerts.thresholds.days')}</th>
              </tr>
            </thead>
            <tbody>
              {thresholds.conditions.length === 0 && (
                <tr>
                  <td colSpan={3}>{t('alerts.thresholds.none')}</td>
                </tr>
              )}
              {thresholds.conditions.map((one) => (
                <tr key={one.condition}>
                  <th scope="row">{conditionName(one.condition)}</th>
                  <td>{one.farms}</td>
                  <td>{one.days}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <form className="staff-form" onSubmit={submit}>
        <label htmlFor={ids.condition}>{t('alerts.thresholds.condition')}</label>
        <select
          id={ids.condition}
          className="staff-select"
          required
          value={form.condition}
          onChange={(event) => setForm((current) => ({ ...current, condition: event.target.value }))}
        >
          <option value="">{t('alerts.thresholds.choose')}</option>
          {crops?.map((crop) => (
            <optgroup key={crop.crop} label={crop.name}>
              {crop.conditions.map((condition) => (
                <option key={condition.label} value={condition.label}>
                  {condition.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <label htmlFor={ids.farms}>{t('alerts.thresholds.farms')}</label>
        <input
          id={ids.farms}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          required
          value={form.farms}
          onChange={(event) => setForm((current) => ({ ...current, farms: event.target.value }))}
        />
        <label htmlFor={ids.days}>{t('alerts.thresholds.days')}</label>
        <input
          id={ids.days}
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          required
          value={form.days}
          onChange={(event) => setForm((current) => ({ ...current, days: event.target.value }))}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('alerts.thresholds.save')}
        </button>
      </form>
      {outcome?.ok && (
        <p role="status">
          {t('alerts.thresholds.saved', {
            condition: conditionName(outcome.saved.condition),
            farms: outcome.saved.farms,
            days: outcome.saved.days,
          })}
        </p>
      )}
      {outcome && !outcome.ok && (
        <p className="form-error" role="alert">
          {t('alerts.thresholds.failed')} {outcome.problem}{' '}
          <button type="button" className="button" onClick={() => void save()}>
            {t('retry')}
          </button>
        </p>
      )}
    </section>
  );
}
