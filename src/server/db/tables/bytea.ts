import { customType } from 'drizzle-orm/pg-core';

/** Bytes as they are: an archive, or an uploaded file whose encoding is read later. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
