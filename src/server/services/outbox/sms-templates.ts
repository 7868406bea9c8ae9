import { translatorFor } from '../../i18n/server-translator.ts';
import type { OutboxWriter } from './outbox-writer.ts';

/**
 * SMS texts in the user's language (locales/<lng>/sms.json). Each is written to fit one 160-character
 * GSM-7 message with realistic values (tests/unit/server/sms-templates.test.ts checks every one), so a
 * farmer on a basic phone gets it whole and it is billed once.
 */
export function smsText(language: string, template: string, params: Record<string, unknown>): string {
  return translatorFor(language)(`sms:${template}`, params);
}

export async function queueSms(
  outbox: OutboxWriter,
  to: { phone: string; language: string },
  template: string,
  params: Record<string, unknown>,
): Promise<void> {
  await outbox.enqueue({
    channel: 'sms',
    recipient: to.phone,
    language: to.language,
    template,
    body: smsText(to.language, template, params),
  });
}
