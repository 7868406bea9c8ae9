import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ImageStore } from '../../providers/storage/image-store.ts';
import { messageTemplate } from '../../services/outbox/message-templates.ts';
import type { PersonData } from './collect-person-data.ts';

/**
 * The export as one ZIP: README.txt in the person's language, one JSON file per kind of record, and
 * the photos as they were stored (metadata stripped at upload), and the Community picture. Photos are JPEG already, so they are
 * stored uncompressed; the JSON is deflated.
 */
export async function buildExportZip(data: PersonData, store: ImageStore, language: string, now: Date) {
  const files: Zippable = {
    'README.txt': strToU8(
      messageTemplate(language, 'export_readme', { date: now.toISOString().slice(0, 10) }),
    ),
  };
  for (const [name, records] of Object.entries(data.records))
    files[`${name}.json`] = strToU8(`${JSON.stringify(records, null, 2)}\n`);
  for (const photo of data.photos)
    files[`photos/${photo.id}.jpg`] = [await store.get(photo.key), { level: 0 }];
  for (const [name, bytes] of Object.entries(data.files)) files[name] = [bytes, { level: 0 }];
  return Buffer.from(zipSync(files, { level: 6, mtime: now }));
}
