import type { Pest } from '../../../contract/library.ts';
import { messageTemplate } from '../outbox/message-templates.ts';

/**
 * A draft alert's text in one language, from the library's entry for the condition: its name, the
 * first two signs to look for and the first two things to do today. The agronomist may edit it.
 */
export function alertText(language: 'en' | 'sw', ward: string, entry: Pest): string {
  return messageTemplate(language, 'outbreak_alert', {
    ward,
    condition: entry.name,
    look_for: entry.symptoms.slice(0, 2).join(' '),
    do_today: entry.act_now.slice(0, 2).join(' '),
  });
}
