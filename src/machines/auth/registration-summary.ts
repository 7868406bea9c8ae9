import type { QuickReply } from '../../conversation/chat-message.ts';
import type { SayParams } from '../../conversation/flow-protocol.ts';
import type { RegistrationContext } from './registration-flow.ts';

/**
 * The answers read back before the account is created, each with a way to change it; the password is
 * never repeated, only offered for change.
 */
export function registrationSummary({ answers }: RegistrationContext, create: QuickReply) {
  const adult = answers.is_adult === true;
  const changeable = [
    'first_name',
    'last_name',
    'phone_number',
    'email',
    'age',
    ...(adult ? [] : ['guardian_name', 'guardian_phone_number']),
    'password',
  ];
  const quickReplies: QuickReply[] = [
    create,
    ...changeable.map((field) => ({
      value: `change:${field}`,
      label: { key: `auth:register.change_${field}` },
    })),
  ];
  return {
    body: {
      kind: 'text',
      text: {
        key: adult ? 'auth:register.summary_adult' : 'auth:register.summary_minor',
        params: {
          name: `${answers.first_name ?? ''} ${answers.last_name ?? ''}`.trim(),
          phone: answers.phone_number ?? '',
          email: answers.email || '—',
          guardian: `${answers.guardian_name ?? ''} (${answers.guardian_phone_number ?? ''})`,
        },
      },
    },
    quickReplies,
  } satisfies SayParams & { quickReplies: QuickReply[] };
}
