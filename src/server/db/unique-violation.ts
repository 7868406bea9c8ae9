/** Whether a write failed on a unique index (SQLSTATE 23505), on the error itself or the one Drizzle wraps. */
export const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: unknown }; code?: unknown }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};
