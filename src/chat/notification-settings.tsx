import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isKioskTablet } from '../api/kiosk-tablet.ts';
import type { NotificationsCardData } from '../conversation/cards/card-payloads.ts';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationSetting,
} from '../contract/notifications.ts';
import { useNotificationSettings } from './use-notification-settings.ts';
import { canPush, subscribeToPush, unsubscribeFromPush } from './web-push.ts';

type OfferOutcome = 'offer_push' | 'offer_chat' | 'offer_refused' | 'offer_declined';

/** One kind: its switch, and once on, how it comes. */
function NotificationKindSetting({
  setting,
  change,
}: {
  setting: NotificationSetting;
  change: (setting: NotificationSetting) => void;
}) {
  const { t } = useTranslation('assistant');
  const switchId = useId();
  const channelId = useId();
  return (
    <>
      <div className="photo-consent-setting">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={setting.enabled}
          onChange={(event) => change({ ...setting, enabled: event.target.checked, chosen: true })}
        />
        <label htmlFor={switchId}>{t(`notifications.kind.${setting.kind}`)}</label>
      </div>
      {setting.enabled && (
        <div>
          <label htmlFor={channelId}>{t('notifications.channel_label')}</label>{' '}
          <select
            id={channelId}
            value={setting.channel}
            onChange={(event) => change({ ...setting, channel: event.target.value as NotificationChannel })}
          >
            {NOTIFICATION_CHANNELS.filter((channel) => channel !== 'push' || canPush()).map((channel) => (
              <option key={channel} value={channel}>
                {t(`notifications.channel.${channel}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}

/**
 * "Arifa / Notifications": one switch per kind, all off until the farmer turns one on, each by push,
 * SMS or only in the chat. In the ☰ menu, and as a card in "My details" (then `data` is given, and it
 * says what it is). A shop's shared tablet never subscribes, so there it only says so.
 */
export function NotificationSettings({ data }: { data?: NotificationsCardData }) {
  const { t } = useTranslation('assistant');
  const { settings, save } = useNotificationSettings();
  const [failed, setFailed] = useState<'failed' | 'push_refused' | null>(null);
  // A switch moves at once; if saving fails it goes back and says so.
  const [saving, setSaving] = useState<NotificationSetting | null>(null);
  const titleId = useId();
  const kiosk = isKioskTablet();
  if (!kiosk && settings === undefined) return null;
  const change = async (setting: NotificationSetting) => {
    setFailed(null);
    setSaving(setting);
    try {
      const before = settings?.find((stored) => stored.kind === setting.kind);
      // The browser asks its permission here, at the farmer's own choice of push, and never on load.
      if (setting.enabled && setting.channel === 'push' && !(before?.enabled && before.channel === 'push')) {
        if (!(await subscribeToPush().catch(() => false))) return setFailed('push_refused');
      }
      const saved = await save(setting);
      if (!saved.some((stored) => stored.enabled && stored.channel === 'push')) void unsubscribeFromPush();
    } catch {
      setFailed('failed');
    } finally {
      setSaving(null);
    }
  };
  return (
    <div className={data ? 'card card--notifications' : undefined} role="group" aria-labelledby={titleId}>
      <p id={titleId} className="card__title">
        {t('notifications.title')}
      </p>
      {data && <p className="card__detail">{t('notifications.card')}</p>}
      {kiosk ? (
        <p>{t('notifications.kiosk')}</p>
      ) : (
        settings!.map((setting) => (
          <NotificationKindSetting
            key={setting.kind}
            setting={saving?.kind === setting.kind ? saving : setting}
            change={change}
          />
        ))
      )}
      {failed && (
        <p className="form-error" role="alert">
          {t(`notifications.${failed}`)}
        </p>
      )}
    </div>
  );
}

/**
 * "Shall I warn you…?": outbreak alerts offered in the chat, the browser's permission asked only
 * after "Yes, warn me". In this module with the switches, so that the chat, the ☰ menu and "My
 * details" share one file and the first screen names no more (its 150 KB budget is nearly spent).
 */
export function OutbreakAlertOffer() {
  const { t } = useTranslation('assistant');
  const { settings, save } = useNotificationSettings();
  const [outcome, setOutcome] = useState<OfferOutcome | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = async (warn: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      // The browser's permission prompt comes only here, after the farmer's "Yes, warn me".
      const pushed = warn && canPush() && (await subscribeToPush().catch(() => false));
      await save({ kind: 'outbreak', enabled: warn, channel: pushed ? 'push' : 'chat' });
      setOutcome(
        !warn ? 'offer_declined' : pushed ? 'offer_push' : canPush() ? 'offer_refused' : 'offer_chat',
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (outcome)
    return (
      <p className="photo-consent" role="status">
        {t(`notifications.${outcome}`)}
      </p>
    );
  if (settings?.find((setting) => setting.kind === 'outbreak')?.chosen !== false) return null;
  return (
    <section className="photo-consent" aria-labelledby="outbreak-alert-offer">
      <p id="outbreak-alert-offer">{t('notifications.offer')}</p>
      <div className="photo-consent__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void choose(true)}>
          {t('notifications.offer_yes')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void choose(false)}>
          {t('notifications.offer_no')}
        </button>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {t('notifications.failed')}
        </p>
      )}
    </section>
  );
}
