import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { median, startServer } from './support/server-process.ts';

/**
 * Bytes a photo costs on the network: each fixture leaf goes through the app's own on-device check and
 * compression in Chromium, as shipped. The fixtures are already small (224 px); a 12-megapixel copy of
 * each stands for what a phone camera hands over.
 */
const fixtures = path.resolve(import.meta.dirname, '../fixtures/leaves');
const originals = readdirSync(fixtures)
  .filter((file) => file.endsWith('.jpg'))
  .map((file) => path.join(fixtures, file));
const scratch = mkdtempSync(path.join(tmpdir(), 'mimea-camera-size-'));
const cameraSize = await Promise.all(
  originals.map(async (file) => {
    const target = path.join(scratch, path.basename(file));
    writeFileSync(
      target,
      await sharp(file).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 92 }).toBuffer(),
    );
    return target;
  }),
);
const server = await startServer(18_440, {
  CLIENT_DIR: process.env.CLIENT_DIR ?? path.resolve('dist/client'),
});
const browser = await chromium.launch(chromiumLaunchOptions);

try {
  const page = await browser.newPage();
  await page.context().addCookies([{ name: 'mimea_consent', value: 'necessary', url: server.url }]);
  await page.goto(`${server.url}/auth?lang=en`);
  await page.getByRole('button', { name: 'Photograph a plant' }).click();
  const measure = async (files: string[]) => {
    const sent: number[] = [];
    for (const file of files) {
      await page.getByTestId('photo-gallery-input').setInputFiles(file);
      const tile = page.getByTestId('photo-tile');
      sent.push(Number(await tile.getAttribute('data-upload-bytes')));
      await tile.getByRole('button').click();
    }
    const before = files.map((file) => statSync(file).size);
    return `median_bytes=${median(sent)} max_bytes=${Math.max(...sent)} median_original_bytes=${median(before)} ratio=${(median(sent) / median(before)).toFixed(3)}`;
  };
  console.log(`diagnosis.upload_bytes fixtures=${originals.length} ${await measure(originals)}`);
  console.log(`diagnosis.upload_bytes camera_12mp=${cameraSize.length} ${await measure(cameraSize)}`);
} finally {
  await browser.close();
  await server.stop();
}
