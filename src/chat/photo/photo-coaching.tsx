import { useTranslation } from 'react-i18next';

/**
 * Shown before the first photo: one picture and one line on how to take it. Most "not sure" answers
 * come from a whole plant shot from standing height; one close leaf is what the check can read.
 */
export function PhotoCoaching() {
  const { t } = useTranslation('diagnosis');
  return (
    <figure className="photo-coaching">
      <svg viewBox="0 0 64 64" width="64" height="64" role="img" aria-label={t('photo.coaching_picture')}>
        <path d="M6 58c4-10 10-15 18-16l16-2c4 0 6 2 5 5l-9 3h14c4 0 5 4 2 6l-14 6H6z" fill="#c98d5e" />
        <rect x="16" y="4" width="30" height="48" rx="4" fill="#1f2a22" />
        <rect x="19" y="9" width="24" height="38" rx="1" fill="#f3f6ee" />
        <path d="M31 11c9 7 11 19 1 33-10-14-8-26-1-33z" fill="#3d8b37" />
        <path d="M31 13v30" stroke="#24591f" strokeWidth="1.2" />
        <circle cx="27" cy="24" r="1.8" fill="#8a5a1c" />
        <circle cx="34" cy="30" r="1.5" fill="#8a5a1c" />
      </svg>
      <figcaption>{t('photo.coaching')}</figcaption>
    </figure>
  );
}
