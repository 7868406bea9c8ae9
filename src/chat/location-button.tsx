import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedLocation } from '../conversation/cards/card-payloads.ts';
import { recordEvent } from '../api/analytics-consent.ts';

type Problem = 'denied' | 'unavailable' | null;

// A fix within a minute is good enough for a county; waiting for GPS precision wastes a farmer's battery.
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 };

/**
 * "Use my location": asks the browser, which asks the user. A refusal is answered with words, and the
 * typed answer stays possible, so nobody is stuck without GPS.
 */
export function LocationButton({ onLocation }: { onLocation: (location: SharedLocation) => void }) {
  const { t } = useTranslation('chat');
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  if (!('geolocation' in navigator)) return null;

  const locate = () => {
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onLocation({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy_m: Math.round(coords.accuracy),
          ...(typeof coords.altitude === 'number' ? { altitude_m: Math.round(coords.altitude) } : {}),
        });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
        recordEvent({ name: 'error_shown', kind: 'location' });
      },
      POSITION_OPTIONS,
    );
  };

  return (
    <div className="location-button">
      <button type="button" className="button" onClick={locate} disabled={locating} aria-busy={locating}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            fill="currentColor"
          />
        </svg>
        {locating ? t('location.locating') : t('location.use_mine')}
      </button>
      {problem && (
        <p className="composer__error" role="alert">
          {t(`location.${problem}`)}
        </p>
      )}
    </div>
  );
}
