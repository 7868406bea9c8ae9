import { describe, expect, it } from 'vitest';
import { findCrop } from '../../../../src/language/intents/entities.ts';

const crop = (sentence: string) => findCrop(sentence.split(' '));

describe('finding the crop in what the user wrote', () => {
  it('forgives a typo in a crop name', () => {
    expect(crop('mahind yangu')).toBe('maize');
    expect(crop('my tomatos are sick')).toBe('tomato');
  });

  it('does not read colour words as crops', () => {
    expect(crop('majani ya kahawia')).toBeUndefined();
    expect(crop('majani ni njano')).toBeUndefined();
    expect(crop('kahawa yangu ina majani ya kahawia')).toBe('coffee');
  });

  it('knows banana plants by their Swahili name', () => {
    expect(crop('migomba yangu inanyauka')).toBe('banana');
  });
});
