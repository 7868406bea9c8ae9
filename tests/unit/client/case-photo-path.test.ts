import { describe, expect, it } from 'vitest';
import { casePhotoPath } from '../../../src/api/staff.ts';

const BOOKING = '0b7c2a84-7b1c-4c1e-9d39-5f2a3f8d1c22';
const PHOTO = '5d0f3c1e-8a2b-4c6d-9e7f-0a1b2c3d4e5f';

/** The staff bearer token goes wherever this path leads, so only two uuids may shape it (finding 1). */
describe('casePhotoPath', () => {
  it('builds a relative API path from the booking and the photo id', () => {
    expect(casePhotoPath(BOOKING, PHOTO)).toBe(`staff/callbacks/${BOOKING}/photos/${PHOTO}/`);
  });

  it.each([
    '//attacker.example/x',
    '/api/v1///attacker.example/x',
    'https://attacker.example/x',
    `${PHOTO}/..`,
  ])('refuses %s as a photo id', (photo) => {
    expect(() => casePhotoPath(BOOKING, photo)).toThrow();
  });

  it('refuses a booking id that is not a uuid', () => {
    expect(() => casePhotoPath('//attacker.example', PHOTO)).toThrow();
  });
});
