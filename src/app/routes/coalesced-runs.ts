/**
 * `run`, never twice at once: a call that comes while it runs is remembered and runs once more after
 * it, so a trigger during a slow attempt (the network returning while an offline try gives up) is
 * never lost.
 */
export function coalesced(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const start = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          start();
        }
      });
  };
  return start;
}
