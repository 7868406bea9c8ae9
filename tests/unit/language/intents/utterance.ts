import type { CropId, Intent, When } from '../../../../src/language/intents/recognise.ts';

export interface Utterance {
  text: string;
  intent: Intent;
  crop?: CropId;
  when?: When;
  number?: number;
}
