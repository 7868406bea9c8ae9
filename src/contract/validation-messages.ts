import { z } from 'zod';

/**
 * Zod reports every problem with a message *key* rather than English prose, so the server and the
 * client translate the same key into the user's language (`errors:field.<key>` in locales/).
 * Schemas may name their own key, e.g. `z.string().min(8, { error: 'password_too_short' })`.
 */
type Issue = z.core.$ZodRawIssue;

function keyFor(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'required' : 'too_short';
      if (issue.origin === 'array') return 'too_few';
      // `.positive()`: 0 itself is refused, so "at least 0" would contradict the refusal.
      return issue.inclusive === false ? 'too_small_exclusive' : 'too_small';
    case 'too_big':
      if (issue.origin === 'string') return 'too_long';
      if (issue.origin === 'array') return 'too_many';
      return 'too_big';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid';
    case 'invalid_value':
      return 'invalid_choice';
    default:
      return 'invalid';
  }
}

z.config({ customError: (issue) => keyFor(issue) });

/** The values a message may interpolate, taken from the issue (e.g. `{{minimum}}`). */
export function messageParams(issue: { minimum?: unknown; maximum?: unknown }): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (issue.minimum !== undefined) params.minimum = Number(issue.minimum);
  if (issue.maximum !== undefined) params.maximum = Number(issue.maximum);
  return params;
}
