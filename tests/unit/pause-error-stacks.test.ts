import { expect, it } from 'vitest';

// main.tsx starts react-dom with error stacks paused (see pause-error-stacks.ts); everything after it
// must get its stacks back, as many frames as before.
it('takes no stack while react-dom starts, and the same stacks as before once resumed', async () => {
  const limit = Error.stackTraceLimit;
  const { resumeErrorStacks } = await import('../../src/app/pause-error-stacks.ts');
  expect('stackTraceLimit' in Error).toBe(false);
  expect(new Error('made while paused').stack).toBeUndefined();
  resumeErrorStacks();
  expect(Error.stackTraceLimit).toBe(limit);
  expect(new Error('made after').stack).toMatch(/\n\s+at /);
});
