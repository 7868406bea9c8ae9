import type { Recognition } from '../language/intents/recognise.ts';

/** "…nataka kupiga picha": a farmer who describes the plant and asks for the photo check gets it. */
const ASKS_FOR_PHOTO = /\b(picha|photos?|pictures?|camera|kamera)\b/i;

/**
 * Typed words that describe what a plant shows ("my maize leaves have yellow streaks") or name a pest
 * ("viwavijeshi"): the advice's describe path reads them, rather than asking for a photo of what was
 * just said (issue 33 §5).
 */
export function describesProblem(recognition: Recognition, typed: string): boolean {
  if (recognition.intent === 'pest_advice') return true;
  return (
    recognition.intent === 'diagnose' && recognition.entities.looks.length > 0 && !ASKS_FOR_PHOTO.test(typed)
  );
}
