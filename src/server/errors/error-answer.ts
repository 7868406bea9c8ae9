import type { ErrorDetail } from '../../contract/errors.ts';
import { translatorFor } from '../i18n/server-translator.ts';

/** The contract's error body, `{detail, code}`, with `detail` in the caller's language. */
export function errorAnswer(
  acceptLanguage: string | undefined,
  code: string,
  params: Record<string, unknown> = {},
): ErrorDetail & { code: string } {
  return { detail: translatorFor(acceptLanguage)(code, params), code };
}
