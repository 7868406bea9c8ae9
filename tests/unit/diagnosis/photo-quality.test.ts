import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_SIZE, assessQuality, toGrey } from '../../../src/chat/photo/photo-quality.ts';
import { findLeafRegion } from '../../../src/ml/leaf-region.ts';

const leaf = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/leaves/bean__rust.jpg'));

/** The same analysis copy the browser makes: longest side 256 px, RGBA. */
async function check(image: Sharp, shortSide = 224) {
  const { data, info } = await image
    .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data);
  const leaf = findLeafRegion({ data: pixels, width: info.width, height: info.height, channels: 4 });
  return assessQuality(toGrey(pixels, info.width, info.height), shortSide, leaf?.span ?? 0);
}

describe('the on-device photo check', () => {
  it('passes a sharp, well-lit leaf', async () => {
    expect(await check(sharp(leaf))).toMatchObject({ level: 'good', problems: [] });
  });

  it('warns about a slightly blurred photo and refuses a very blurred one', async () => {
    expect((await check(sharp(leaf).blur(1.6))).problems).toContain('blurry');
    expect(await check(sharp(leaf).blur(5))).toMatchObject({ level: 'unusable', problems: ['blurry'] });
  });

  it('names darkness and glare with their own tips', async () => {
    expect((await check(sharp(leaf).linear(0.15, 0))).problems).toContain('too_dark');
    expect((await check(sharp(leaf).linear(0.2, 220))).problems).toContain('too_bright');
  });

  it('asks to come closer when the photo is tiny', async () => {
    expect(await check(sharp(leaf), 64)).toMatchObject({ level: 'unusable', problems: ['too_small'] });
    expect((await check(sharp(leaf), 160)).level).toBe('borderline');
  });

  it('asks to come closer when the leaf is a small part of the picture', async () => {
    const smallLeaf = sharp(leaf)
      .resize(120)
      .extend({ top: 200, bottom: 200, left: 200, right: 200, background: '#7d7a73' });
    expect(await check(smallLeaf, 520)).toMatchObject({ level: 'borderline', problems: ['too_far'] });
  });
});
