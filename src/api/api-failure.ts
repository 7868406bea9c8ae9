import { isAxiosError } from 'axios';
import { errorDetailSchema, fieldErrorsSchema, type FieldErrors } from '../contract/errors.ts';

/**
 * Every failed call becomes one of these kinds, so each screen decides what the user sees without
 * knowing about HTTP. Server texts arrive already translated; codes let the client choose its own words.
 */
export type ApiFailure =
  | { kind: 'offline' }
  | { kind: 'timeout' }
  | { kind: 'rate_limited'; seconds: number; detail: string }
  | { kind: 'detail'; status: number; code: string | undefined; detail: string }
  | { kind: 'fields'; fields: FieldErrors }
  | { kind: 'server' };

export function toApiFailure(error: unknown): ApiFailure {
  if (!isAxiosError(error)) return { kind: 'server' };
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'timeout' };
  const response = error.response;
  if (!response) return { kind: 'offline' };
  if (response.status >= 500) return { kind: 'server' };
  const detail = errorDetailSchema.safeParse(response.data);
  if (response.status === 429) {
    const seconds = Number(response.headers['retry-after']) || 60;
    return { kind: 'rate_limited', seconds, detail: detail.success ? detail.data.detail : '' };
  }
  if (detail.success) {
    return { kind: 'detail', status: response.status, code: detail.data.code, detail: detail.data.detail };
  }
  const fields = fieldErrorsSchema.safeParse(response.data);
  if (fields.success) return { kind: 'fields', fields: fields.data };
  return { kind: 'server' };
}
