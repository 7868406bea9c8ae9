import { useTranslation } from 'react-i18next';
import type { PreparedPhoto } from '../../conversation/photo/prepared-photo.ts';

interface PhotoTileProps {
  photo: PreparedPhoto;
  index: number;
  onRemove: () => void;
  /** Removes the photo and opens the camera in the same tap, for a photo that cannot be used. */
  onRetake: () => void;
}

/** One chosen photo with what the quality check says about it, and the tip that would fix it. */
export function PhotoTile({ photo, index, onRemove, onRetake }: PhotoTileProps) {
  const { t } = useTranslation('diagnosis');
  const { level, problems } = photo.quality;
  const tip = problems[0];
  return (
    <li
      className={`photo-tile photo-tile--${level}`}
      data-testid="photo-tile"
      data-quality={level}
      data-upload-bytes={photo.upload.size}
    >
      <img
        src={photo.thumbnail}
        alt={t('photo.thumbnail_alt', { number: index + 1 })}
        className="photo-tile__image"
      />
      <div className="photo-tile__text">
        <p className="photo-tile__verdict" role={level === 'good' ? undefined : 'alert'}>
          <span aria-hidden="true">{level === 'good' ? '✓ ' : level === 'borderline' ? '⚠️ ' : '✗ '}</span>
          {t(`quality.${level}`)}
        </p>
        {tip && <p className="photo-tile__tip">{t(`quality.tip.${tip}`)}</p>}
        <p className="photo-tile__size">
          {t('photo.size', { kb: Math.max(1, Math.round(photo.upload.size / 1024)) })}
        </p>
      </div>
      <button
        type="button"
        className="button photo-tile__remove"
        onClick={level === 'unusable' ? onRetake : onRemove}
      >
        {level === 'unusable' ? t('photo.retake') : t('photo.remove')}
      </button>
    </li>
  );
}
