import { isAxiosError } from 'axios';
import {
  uploadJobSchema,
  uploadResultSchema,
  type UploadJob,
  type UploadKind,
  type UploadResult,
} from '../contract/upload.ts';
import { apiBaseUrl, apiClient } from './api-client.ts';

/** What an upload answers: the result at once, or for a large file the background job to follow. */
export type UploadAnswer = { kind: 'result'; result: UploadResult } | { kind: 'job'; job: UploadJob };

/** The kind's CSV template (its header row); the server serves it to anyone, so a plain link fetches it. */
export const templateUrl = (kind: UploadKind) => `${apiBaseUrl}upload/${kind}/template/`;

/**
 * Sends a CSV, as a dry run or for real. A file with bad rows is a 400 whose body is the full report,
 * so it is answered as a result; any other failure is thrown for the caller to explain.
 */
export async function uploadCsv(kind: UploadKind, file: File, dryRun: boolean): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file);
  try {
    const { data, status } = await apiClient.post(`upload/${kind}/`, form, {
      params: { dry_run: dryRun },
      // A 10 MB file on a slow connection takes longer than an ordinary call.
      timeout: 300_000,
    });
    return status === 202
      ? { kind: 'job', job: uploadJobSchema.parse(data) }
      : { kind: 'result', result: uploadResultSchema.parse(data) };
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 400) {
      const report = uploadResultSchema.safeParse(error.response.data);
      if (report.success) return { kind: 'result', result: report.data };
    }
    throw error;
  }
}

export async function fetchUploadJob(id: string): Promise<UploadJob> {
  const { data } = await apiClient.get(`upload/status/${id}/`);
  return uploadJobSchema.parse(data);
}
