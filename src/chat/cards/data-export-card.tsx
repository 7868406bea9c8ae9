import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keptArchive, requestDataExport } from '../../api/data-rights.ts';
import type { DataExportCardData } from '../../conversation/cards/card-payloads.ts';
import { saveFile } from '../save-file.ts';

type Saving = 'idle' | 'working' | 'preparing' | 'failed';

/**
 * The person's data, ready to save. The ZIP stays in memory from the flow's request; after a reload
 * (the transcript keeps the card, not the file) the button asks the server for it again.
 */
export function DataExportCard({ data }: { data: DataExportCardData }) {
  const { t } = useTranslation('assistant');
  const [saving, setSaving] = useState<Saving>('idle');

  const download = async () => {
    const kept = keptArchive(data.archive);
    if (kept) return saveFile(kept, data.file);
    setSaving('working');
    try {
      const answer = await requestDataExport();
      if (answer.status === 'ready') saveFile(answer.archive, data.file);
      setSaving(answer.status === 'ready' ? 'idle' : 'preparing');
    } catch {
      setSaving('failed');
    }
  };

  return (
    <div className="card card--data-export">
      <p className="card__title">
        <span aria-hidden="true">📦 </span>
        {t('details.export_ready')}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        disabled={saving === 'working'}
        aria-busy={saving === 'working'}
      >
        {t('details.save_file', { file: data.file })}
      </button>
      {saving === 'preparing' && <p className="card__detail">{t('details.export_preparing_short')}</p>}
      {saving === 'failed' && <p className="card__detail">{t('details.export_failed')}</p>}
    </div>
  );
}
