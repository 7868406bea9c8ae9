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
            {NOTIFICATION_CHANNELS.map((channel) => (
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
  const [failed, setFailed] = useState(false);
  // A switch moves at once; if saving fails it goes back and says so.
  const [saving, setSaving] = useState<NotificationSetting | null>(null);
  const titleId = useId();
  const kiosk = isKioskTablet();
  if (!kiosk && settings === undefined) return null;
  const change = (setting: NotificationSetting) => {
    setFailed(false);
    setSaving(setting);
    save(setting)
      .catch(() => setFailed(true))
      .finally(() => setSaving(null));
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
          {t('notifications.failed')}
        </p>
      )}
    </div>
  );
}
