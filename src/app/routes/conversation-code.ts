/** Lets the browser paint and answer taps between two pieces of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * An import that failed because the phone went offline is tried again when the network is back: the
 * greeting stays usable meanwhile (taps wait in the early queue) instead of the page turning into
 * "could not load". A failure while online is a real fault and is thrown.
 */
export async function importWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine) throw error;
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    }
  }
}

/**
 * A conversation's code, started a piece at a time: the schema library with the contract's schemas,
 * then the state-machine library, then the API client, each in a task of its own, before the
 * conversation itself. Started at once, they were one task of about half a second on a slow phone, in
 * which a tap waited; as pieces, none holds the phone for long.
 */
export async function loadInPieces<T>(conversation: () => Promise<T>): Promise<T> {
  const pieces: (() => Promise<unknown>)[] = [
    () => import('zod'),
    () => import('xstate'),
    () => import('../../api/api-client.ts'),
  ];
  for (const piece of pieces) {
    await importWhenReachable(piece);
    await nextTask();
  }
  return importWhenReachable(conversation);
}
