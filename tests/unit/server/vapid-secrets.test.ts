import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from '../../../src/server/config/secrets.ts';

const folder = () => mkdtempSync(path.join(tmpdir(), 'mimea-secrets-'));

describe('the VAPID key pair for web push', () => {
  it('is generated once and kept in the data folder, like the other secrets', () => {
    const dataDir = folder();
    const first = loadSecrets(dataDir, {});
    expect(Buffer.from(first.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapidPrivateKey, 'base64url')).toHaveLength(32);
    expect(loadSecrets(dataDir, {})).toEqual(first);
  });

  it('is added to a data folder from before web push, the other secrets kept', () => {
    const dataDir = folder();
    const file = path.join(dataDir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ jwtSecret: 'x'.repeat(40), kioskStaffPin: '135790' }));
    const secrets = loadSecrets(dataDir, {});
    expect(secrets).toMatchObject({ jwtSecret: 'x'.repeat(40), kioskStaffPin: '135790' });
    expect(JSON.parse(readFileSync(file, 'utf8')).vapidPublicKey).toBe(secrets.vapidPublicKey);
  });

  it('comes from the environment as a pair, never half from each place', () => {
    const env = { VAPID_PUBLIC_KEY: 'BPublicKeyFromEnv', VAPID_PRIVATE_KEY: 'privateKeyFromEnv' };
    expect(loadSecrets(folder(), env)).toMatchObject({
      vapidPublicKey: env.VAPID_PUBLIC_KEY,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY,
    });
    expect(() => loadSecrets(folder(), { VAPID_PUBLIC_KEY: 'BOnlyHalf' })).toThrow(/together/);
  });
});
