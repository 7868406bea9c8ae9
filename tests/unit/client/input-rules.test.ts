import { describe, expect, it } from 'vitest';
import { validateInput } from '../../../src/chat/input-rules.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

describe('a typed number out of range', () => {
  it('says a farm size must be more than 0, not at least 0, in both languages', async () => {
    const refusal = validateInput('acres', '0');
    expect(refusal).toEqual({ key: 'errors:field.too_small_exclusive', params: { minimum: 0 } });
    const i18n = await setupTestI18n();
    const read = (lng: string) => i18n.t(refusal!.key as never, { ...refusal!.params, lng } as never);
    expect(read('en')).toBe('The value must be more than 0.');
    expect(read('sw')).toBe('Thamani iwe zaidi ya 0.');
    expect(validateInput('acres', '0.5')).toBeNull();
  });
});
