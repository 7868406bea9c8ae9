import { useCallback, useEffect, useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { fetchUploadJob, templateUrl, uploadCsv, type UploadAnswer } from '../../../api/uploads.ts';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_COLUMNS,
  UPLOAD_KINDS,
  type UploadJob,
  type UploadKind,
  type UploadResult,
} from '../../../contract/upload.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';

const POLL_MS = 1000;
const MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;

type Step =
  | { state: 'idle' }
  | { state: 'sending'; dryRun: boolean }
  | { state: 'job'; job: UploadJob }
  | { state: 'checked'; result: UploadResult }
  | { state: 'imported'; result: UploadResult };

/**
 * Data managers: load farmers, farms, fertilizers, varieties, pests or pesticides from a CSV. Each
 * file is first checked (a dry run) and its bad rows listed, so nothing is written until the whole
 * file is right; then "Import" writes it. Files over 5,000 rows run in the background with progress.
 */
export function StaffUploads() {
  const { t } = useTranslation('staff');
  const resolve = useText();
  const [kind, setKind] = useState<UploadKind>('farmer');
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ state: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const kindId = useId();
  const reportId = useId();

  const fail = useCallback(
    (error: unknown) => {
      setStep({ state: 'idle' });
      setProblem(messageText(failureMessage(toApiFailure(error)), resolve));
    },
    [resolve],
  );

  /** A result, or a background job: followed until done, then reported like a small file's result. */
  const settle = useCallback(
    (answer: UploadAnswer, dryRun: boolean) => {
      const result = answer.kind === 'result' ? answer.result : answer.job.result;
      const finished = answer.kind === 'result' || answer.job.state === 'done';
      if (answer.kind === 'job' && answer.job.state === 'failed') {
        setStep({ state: 'idle' });
        setProblem(t('uploads.job_failed'));
      } else if (finished && result) {
        setStep({ state: dryRun || result.errors.length > 0 ? 'checked' : 'imported', result });
      } else if (answer.kind === 'job') {
        setStep({ state: 'job', job: answer.job });
      }
    },
    [t],
  );

  const send = useCallback(
    async (chosen: File, dryRun: boolean) => {
      setProblem(null);
      setStep({ state: 'sending', dryRun });
      try {
        settle(await uploadCsv(kind, chosen, dryRun), dryRun);
      } catch (error) {
        fail(error);
      }
    },
    [kind, settle, fail],
  );

  // A background import's progress, asked for every second while it runs.
  const job = step.state === 'job' ? step.job : null;
  useEffect(() => {
    if (!job) return;
    const timer = setTimeout(() => {
      fetchUploadJob(job.id)
        .then((next) => settle({ kind: 'job', job: next }, next.dry_run))
        .catch(fail);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, settle, fail]);

  const onDrop = useCallback(
    (accepted: File[], rejected: FileRejection[]) => {
      const [chosen] = accepted;
      if (!chosen) {
        const tooLarge = rejected.some((each) =>
          each.errors.some((error) => error.code === 'file-too-large'),
        );
        setProblem(tooLarge ? t('uploads.too_large', { megabytes: MEGABYTES }) : t('uploads.not_csv'));
        return;
      }
      setFile(chosen);
      void send(chosen, true);
    },
    [send, t],
  );
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] },
    maxFiles: 1,
    maxSize: MAX_UPLOAD_BYTES,
    disabled: step.state === 'sending' || step.state === 'job',
  });

  const chooseKind = (next: UploadKind) => {
    setKind(next);
    setFile(null);
    setStep({ state: 'idle' });
    setProblem(null);
  };

  const result = step.state === 'checked' || step.state === 'imported' ? step.result : null;
  const kindLabel = t(`uploads.kind.${kind.replace('/', '_')}` as never);

  return (
    <section className="staff-uploads" aria-labelledby="uploads-title">
      <h2 id="uploads-title">{t('uploads.title')}</h2>
      <div className="staff-form">
        <label htmlFor={kindId}>{t('uploads.kind_label')}</label>
        <select
          id={kindId}
          className="staff-select"
          value={kind}
          onChange={(event) => chooseKind(event.target.value as UploadKind)}
        >
          {UPLOAD_KINDS.map((each) => (
            <option key={each} value={each}>
              {t(`uploads.kind.${each.replace('/', '_')}` as never)}
            </option>
          ))}
        </select>
      </div>
      <p className="staff-form__hint">
        {t('uploads.columns', { columns: UPLOAD_COLUMNS[kind].join(', ') })}{' '}
        <a className="staff-uploads__template" href={templateUrl(kind)} download>
          {t('uploads.template', { kind: kindLabel })}
        </a>
      </p>

      <div
        {...getRootProps({
          className: `staff-dropzone${isDragActive ? ' staff-dropzone--active' : ''}`,
          'aria-label': t('uploads.drop_label', { kind: kindLabel }),
        })}
      >
        <input {...getInputProps()} />
        <p>{isDragActive ? t('uploads.drop_now') : t('uploads.drop', { megabytes: MEGABYTES })}</p>
        {file && <p className="staff-form__hint">{t('uploads.file', { name: file.name })}</p>}
      </div>

      <div role="status" className="staff-status">
        {step.state === 'sending' && (step.dryRun ? t('uploads.checking') : t('uploads.importing'))}
        {step.state === 'job' && (
          <>
            <label htmlFor={`${reportId}-progress`}>
              {t('uploads.progress', { done: step.job.processed, rows: step.job.rows })}
            </label>
            <progress id={`${reportId}-progress`} max={step.job.rows} value={step.job.processed} />
          </>
        )}
        {result && result.errors.length === 0 && (
          <span className={step.state === 'imported' ? 'staff-uploads__done' : undefined}>
            {t(step.state === 'imported' ? 'uploads.imported' : 'uploads.ready', {
              created: result.created,
              updated: result.updated,
              unchanged: result.unchanged,
            })}
          </span>
        )}
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}

      {result && result.errors.length > 0 && (
        <div className="staff-uploads__report">
          <p role="alert">{t('uploads.bad_rows', { count: result.errors.length })}</p>
          {/* Focusable: on a phone the report scrolls sideways, and a keyboard must reach all of it. */}
          <div className="staff-table-scroll" role="region" aria-labelledby={reportId} tabIndex={0}>
            <table className="staff-table" aria-describedby={reportId}>
              <caption id={reportId}>{t('uploads.report_caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('uploads.row')}</th>
                  <th scope="col">{t('uploads.field')}</th>
                  <th scope="col">{t('uploads.value')}</th>
                  <th scope="col">{t('uploads.detail')}</th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((error, index) => (
                  <tr key={`${error.row}-${error.field ?? ''}-${index}`}>
                    <td>{error.row}</td>
                    <td>{error.field ?? t('uploads.whole_row')}</td>
                    <td className="staff-table__value">{error.value}</td>
                    <td>{error.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {step.state === 'checked' && result!.errors.length === 0 && file && (
        <button type="button" className="button button--primary" onClick={() => void send(file, false)}>
          {t('uploads.import')}
        </button>
      )}
    </section>
  );
}
