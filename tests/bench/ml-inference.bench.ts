import { readFileSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createClassifierPool } from '../../src/ml/classifier-pool.ts';
import { createNodeClassifier, DEFAULT_MODEL_DIR } from '../../src/ml/classify-node.ts';
import { decodeImage } from '../../src/ml/decode-node.ts';
import { preprocess } from '../../src/ml/preprocess.ts';
import { median } from './support/server-process.ts';

/** Classifier cost on this machine: model size, one-thread latency, all-core throughput. */
const photosDir = path.resolve(import.meta.dirname, '../fixtures/ml/photos');
const photos = readdirSync(photosDir).flatMap((label) =>
  readdirSync(path.join(photosDir, label)).map((name) => readFileSync(path.join(photosDir, label, name))),
);
// A phone-sized photo (12 MP) built from a fixture, to price decoding and resizing large uploads.
const phonePhoto = await sharp(photos[0])
  .resize(4000, 3000, { fit: 'fill' })
  .jpeg({ quality: 85 })
  .toBuffer();

const modelBytes = statSync(path.join(DEFAULT_MODEL_DIR, 'mimea-classifier.onnx')).size;
console.log(`ml.model_size_mb value=${(modelBytes / 1e6).toFixed(2)}`);

async function timeEach(runs: number, task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return median(times);
}

const classifier = await createNodeClassifier(DEFAULT_MODEL_DIR, 1);
const input = preprocess(await decodeImage(photos[0]!));
await timeEach(5, () => classifier.logits(input)); // warm-up
console.log(
  `ml.model_ms_one_thread median=${(await timeEach(50, () => classifier.logits(input))).toFixed(1)}`,
);
let next = 0;
const small = await timeEach(50, () => classifier.classify(photos[next++ % photos.length]!));
console.log(`ml.classify_224px_photo_ms_one_thread median=${small.toFixed(1)}`);
const withCrop = await timeEach(50, () =>
  classifier.classify(photos[next++ % photos.length]!, { crop: 'maize' }),
);
console.log(`ml.classify_224px_photo_crop_known_ms_one_thread median=${withCrop.toFixed(1)}`);
const phoneDecode = await timeEach(5, async () => preprocess(await decodeImage(phonePhoto)));
console.log(`ml.decode_and_resize_12mp_photo_ms median=${phoneDecode.toFixed(0)}`);
await classifier.release();

const threads = availableParallelism();
const pool = createClassifierPool({ threads });
await Promise.all(photos.map((bytes) => pool.classify(bytes))); // workers load the model
const total = 400;
const started = performance.now();
await Promise.all(Array.from({ length: total }, (_, i) => pool.classify(photos[i % photos.length]!)));
const seconds = (performance.now() - started) / 1000;
console.log(`ml.pool_throughput photos_per_s=${(total / seconds).toFixed(1)} threads=${threads}`);
await pool.close();
