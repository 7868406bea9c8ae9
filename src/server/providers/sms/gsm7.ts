/**
 * GSM 03.38, the 7-bit alphabet every phone reads. A text made only of these characters fits 160 per
 * SMS; one character outside it (a curly quote, an emoji) turns the whole text into UCS-2, 70 per SMS.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each costs two septets (an escape and itself). */
const EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

export function isGsm7(text: string): boolean {
  return [...text].every((char) => basic.has(char) || extended.has(char));
}

/** Septets the text takes in GSM-7, or null when it needs UCS-2. */
export function gsm7Length(text: string): number | null {
  if (!isGsm7(text)) return null;
  return [...text].reduce((sum, char) => sum + (extended.has(char) ? 2 : 1), 0);
}

/** How many SMS the text is billed as (153 septets or 67 UCS-2 units per part once it is split). */
export function smsParts(text: string): number {
  const septets = gsm7Length(text);
  if (septets !== null) return septets <= 160 ? 1 : Math.ceil(septets / 153);
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
