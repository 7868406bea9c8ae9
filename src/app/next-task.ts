/**
 * Ends the current task and goes on in a new one. The app's start-up is several pieces of work (its
 * texts, the router, taking over the drawn page): run as one task, a slow phone cannot answer a tap
 * until all are done, and Lighthouse counts every millisecond past the first 50 as blocking (issue 16).
 * `scheduler.yield` resumes before other waiting tasks; browsers without it take the next timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
