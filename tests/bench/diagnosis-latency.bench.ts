import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { median, startServer } from './support/server-process.ts';

/**
 * Photo → result over loopback against the real server and the shipped model: 20 farmers at once,
 * each sending a leaf photo and polling classify/task-status/ every 250 ms as the app's first polls do.
 */
const USERS = 20;
const CHECKS_PER_USER = 5;
const fixtures = path.resolve(import.meta.dirname, '../fixtures/leaves');
const photos = readdirSync(fixtures)
  .filter((file) => file.endsWith('.jpg'))
  .map((file) => readFileSync(path.join(fixtures, file)));
const server = await startServer(18_420, { RATE_LIMIT_MAX: '100000000' });

async function check(user: number, index: number): Promise<number> {
  const token = `bench-user-${String(user).padStart(2, '0')}-0123456789abcdefghijklmnop`;
  const form = new FormData();
  form.append('image_source', 'camera');
  form.append(
    'image',
    new Blob([photos[(user + index) % photos.length]!], { type: 'image/jpeg' }),
    'leaf.jpg',
  );
  const started = performance.now();
  const upload = await fetch(`${server.url}/api/v1/classify/image/`, {
    method: 'POST',
    body: form,
    headers: { 'x-upload-token': token },
  });
  const { task_id: taskId } = (await upload.json()) as { task_id: string };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const answer = await fetch(`${server.url}/api/v1/classify/task-status/?task_id=${taskId}`, {
      headers: { 'x-upload-token': token },
    });
    const { status } = (await answer.json()) as { status: string };
    if (status === 'succeeded') return performance.now() - started;
    if (status === 'failed') throw new Error(`task ${taskId} failed`);
  }
}

try {
  await check(0, 0); // The first photo loads the model into the worker threads; it is not counted.
  const latencies = (
    await Promise.all(
      Array.from({ length: USERS }, async (_, user) => {
        const mine: number[] = [];
        for (let index = 0; index < CHECKS_PER_USER; index += 1) mine.push(await check(user, index));
        return mine;
      }),
    )
  ).flat();
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
  console.log(
    `diagnosis.photo_to_result users=${USERS} checks=${latencies.length} median_ms=${median(latencies).toFixed(0)} p95_ms=${p95.toFixed(0)} max_ms=${sorted.at(-1)!.toFixed(0)}`,
  );
} finally {
  await server.stop();
}
