import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, '../../locales');
const languages = readdirSync(localesDir);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, `${prefix}${key}.`)) keys.set(k, v);
    }
  } else {
    keys.set(prefix.slice(0, -1), value);
  }
  return keys;
}

function load(language: string): Map<string, unknown> {
  const all = new Map<string, unknown>();
  for (const file of readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith('.json'))) {
    const json = JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'));
    for (const [key, value] of flatten(json)) all.set(`${file}:${key}`, value);
  }
  return all;
}

const base = (key: string) => key.replace(PLURAL_SUFFIX, '');
const reference = load('en');

describe('translations', () => {
  it('include English and Swahili', () => {
    expect(languages).toEqual(expect.arrayContaining(['en', 'sw']));
  });

  it.each(languages)('%s has every key English has, and no extra ones', (language) => {
    const texts = load(language);
    const have = new Set([...texts.keys()].map(base));
    const want = new Set([...reference.keys()].map(base));
    expect(
      [...want].filter((key) => !have.has(key)),
      'missing',
    ).toEqual([]);
    expect(
      [...have].filter((key) => !want.has(key)),
      'extra',
    ).toEqual([]);
  });

  it.each(languages)('%s has no empty texts', (language) => {
    const empty = [...load(language)].filter(([, v]) => typeof v === 'string' && !v.trim()).map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(languages)('%s keeps the same {{placeholders}} as English', (language) => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const texts = load(language);
    const mismatched = [...reference]
      .filter(
        ([key, text]) => texts.has(key) && placeholders(texts.get(key)).join() !== placeholders(text).join(),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
