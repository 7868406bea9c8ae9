import './diagnosis-card.css';
import { useTranslation } from 'react-i18next';
import { useUploadProgress } from '../../conversation/photo/upload-progress.ts';
import type { UploadCardData } from '../../conversation/cards/diagnosis-card-data.ts';

/** The photos on their way, with a live bar while this page sends them. */
export function UploadCard({ data }: { data: UploadCardData }) {
  const { t } = useTranslation('diagnosis');
  const fraction = useUploadProgress(data.uploadId);
  const kb = Math.max(1, Math.round(data.bytes / 1024));
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="card card--upload" data-testid="upload-card">
      <p className="card__title">{t('upload.title', { count: data.count, kb })}</p>
      {percent !== null && (
        <>
          <progress
            className="upload-card__bar"
            max={100}
            value={percent}
            aria-label={t('upload.progress', { percent })}
          />
          <p className="card__detail" aria-live="polite">
            {percent >= 100 ? t('upload.sent') : t('upload.progress', { percent })}
          </p>
        </>
      )}
    </div>
  );
}
