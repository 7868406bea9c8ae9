const guards = new WeakSet<object>();

/**
 * Marks an `onRequest` hook that refuses a request without a fitting bearer token (401, then 403 for
 * the wrong role). Such hooks run before the body is read and validated, so a caller who may not use
 * an operation learns that first, not what was wrong with their input; and the OpenAPI document lists
 * the bearer token on every operation guarded so (documented-statuses.ts).
 */
export function bearerGuard<Hook extends object>(hook: Hook): Hook {
  guards.add(hook);
  return hook;
}

export function isBearerGuard(hook: unknown): boolean {
  return typeof hook === 'function' && guards.has(hook);
}
