/**
 * Typed chat text as farmers write it on a phone: any case, accents, punctuation, stretched letters
 * ("helloooo", "asanteee") and SMS or Sheng spellings. Normalised to plain lower-case words.
 */
const SPELLINGS: Record<string, string> = {
  '2moro': 'tomorrow',
  '2mrw': 'tomorrow',
  tmrw: 'tomorrow',
  tomoro: 'tomorrow',
  pls: 'please',
  plz: 'please',
  u: 'you',
  ur: 'your',
  wat: 'what',
  wht: 'what',
  hw: 'how',
  xaxa: 'sasa',
  sasawa: 'sawa',
  poa: 'poa',
  ndo: 'ndio',
  nd: 'ndio',
  ok: 'okay',
  k: 'okay',
  thx: 'thanks',
  tnx: 'thanks',
  asnt: 'asante',
  kesh: 'kesho',
  leo: 'leo',
  mvuaa: 'mvua',
  hw2: 'how',
  msaada: 'msaada',
  whether: 'weather',
  wether: 'weather',
};

export function normalise(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => SPELLINGS[word] ?? word);
}
