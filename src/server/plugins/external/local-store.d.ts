declare module '@fastify/rate-limit/store/LocalStore.js' {
  /** @fastify/rate-limit's in-memory fixed-window store. */
  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void;
    child(params: unknown): unknown;
  }
}
