import { createHmac, randomInt } from 'node:crypto';
import { RESET_CODE_LENGTH } from '../../../contract/accounts.ts';

/** A fresh 6-digit code for a text message; kept only as its HMAC (`codeHash`). */
export const newCode = () => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

/** Bound to the account and the purpose, so a code sent for one never works for another. */
export const codeHash = (secret: string, userId: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
