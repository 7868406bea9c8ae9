/**
 * An invoked actor's result as the params of a flow's named action, so the action reads a typed
 * `params` instead of casting the event it happens to run on.
 */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
export const outputOf = <T>({ event }: { event: { output: T } }) => ({ output: event.output });
