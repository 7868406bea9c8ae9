import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstScreens } from '../../contract/first-screens.ts';

/** The pages the client build drew in advance; none when the client is not built (an API-only server). */
export function readFirstScreens(clientDir: string): FirstScreens {
  const file = path.join(clientDir, 'first-screens.json');
  if (!existsSync(file)) return { scriptHashes: [], pages: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as FirstScreens;
}
