import type { ApiFailure } from '../api/api-failure.ts';
import type { MessageBody } from './chat-message.ts';

/** A message for a failure that names no field; codes known to the client are shown in the current language. */
export function failureMessage(failure: ApiFailure): MessageBody {
  switch (failure.kind) {
    case 'offline':
      return { kind: 'notice', tone: 'error', text: { key: 'errors:network_error' } };
    case 'timeout':
      return { kind: 'notice', tone: 'error', text: { key: 'errors:timeout' } };
    case 'rate_limited':
      return {
        kind: 'notice',
        tone: 'error',
        text: { key: 'errors:rate_limited', params: { seconds: failure.seconds } },
      };
    case 'detail':
      return failure.code
        ? { kind: 'notice', tone: 'error', text: { key: `errors:${failure.code}` } }
        : { kind: 'literal', text: failure.detail };
    case 'fields':
      return { kind: 'literal', text: Object.values(failure.fields).flat().join(' ') };
    case 'server':
      return { kind: 'notice', tone: 'error', text: { key: 'errors:server_error' } };
  }
}
