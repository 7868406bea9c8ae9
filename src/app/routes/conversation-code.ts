/** Lets the browser paint and answer taps between two pieces of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * A conversation's code, started a piece at a time: the schema library with the contract's schemas,
 * then the state-machine library, then the API client, each in a task of its own, before the
 * conversation itself. Started at once, they were one task of about half a second on a slow phone, in
 * which a tap waited; as pieces, none holds the phone for long.
 */
export async function loadInPieces<T>(conversation: () => Promise<T>): Promise<T> {
  for (const piece of [
    () => import('zod'),
    () => import('xstate'),
    () => import('../../api/api-client.ts'),
  ]) {
    await piece();
    await nextTask();
  }
  return conversation();
}
