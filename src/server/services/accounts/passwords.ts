import { hash, verify } from '@node-rs/argon2';
import type { AuthConfig } from '../../config/server-config.ts';

/** `Algorithm.Argon2id` in @node-rs/argon2; its const enum cannot be imported under isolated modules. */
const ARGON2ID = 2;

/** ~49,000 passwords seen most often in breaches: length alone does not make "password123" safe. */
let common: Promise<Set<string>> | undefined;

/**
 * The list comes with zxcvbn's whole dictionary, a tenth of the server's code to load; it is loaded
 * at the first password chosen rather than on every start.
 */
async function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

export function createPasswordHasher(cost: AuthConfig['argon2']) {
  const options = { algorithm: ARGON2ID, ...cost };
  // Unknown accounts are checked against this, so a wrong phone number costs as long as a wrong password.
  const dummy = hash('no account has this password', options);
  return {
    hash: (password: string) => hash(password, options),
    async verify(storedHash: string | null, password: string): Promise<boolean> {
      try {
        const ok = await verify(storedHash ?? (await dummy), password);
        return storedHash !== null && ok;
      } catch {
        return false;
      }
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
