/**
 * Read-aloud with the browser's own speech synthesis: the best installed voice for the language
 * (sw-KE, then any Swahili; en-KE, then any English), slower than default for easier listening.
 */
/** Tells an idle timer (kiosk mode) that someone is listening, even without touching the screen. */
export const ACTIVITY_EVENT = 'mimea:activity';

export const SPEECH_RATES = { slow: 0.8, normal: 1 } as const;
export type SpeechRate = keyof typeof SPEECH_RATES;

export function canReadAloud(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

export function bestVoice(
  voices: SpeechSynthesisVoice[],
  language: string,
): SpeechSynthesisVoice | undefined {
  const base = language.toLowerCase().split('-')[0] ?? language;
  const normalised = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace('_', '-');
  return (
    voices.find((voice) => normalised(voice) === `${base}-ke`) ??
    voices.find((voice) => normalised(voice).split('-')[0] === base && voice.localService) ??
    voices.find((voice) => normalised(voice).split('-')[0] === base)
  );
}

/** Markdown marks are read out as symbols by some engines, so they go first. */
export function speakableText(text: string): string {
  return text
    .replace(/[*_#>`]/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function readAloud(text: string, language: string, rate: SpeechRate, onEnd: () => void): void {
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(speakableText(text));
  const voice = bestVoice(synthesis.getVoices(), language);
  utterance.lang = voice?.lang ?? (language === 'sw' ? 'sw-KE' : 'en-KE');
  if (voice) utterance.voice = voice;
  utterance.rate = SPEECH_RATES[rate];
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  synthesis.speak(utterance);
}

export function stopReading(): void {
  if (canReadAloud()) window.speechSynthesis.cancel();
}
