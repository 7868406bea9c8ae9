import type { AuthConfig } from '../../config/server-config.ts';
import type { Db } from '../../db/database.ts';
import type { OutboxWriter } from '../outbox/outbox-writer.ts';
import type { PasswordHasher } from './passwords.ts';
import type { TokenSigner } from './tokens.ts';

/** What every accounts service needs; built once per app, so tests can give their own clock. */
export interface AccountsDeps {
  db: Db;
  auth: AuthConfig;
  hasher: PasswordHasher;
  signer: TokenSigner;
  outbox: OutboxWriter;
  /** Keys the HMAC of password reset codes. */
  secret: string;
  clock: () => Date;
}
